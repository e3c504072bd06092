import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DOCUMENT_MESSAGES, documentNameSchema, type VaultDocument } from '@waypoint/shared';
import { z } from 'zod';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateDocumentMutation } from '../api/update-document';

export const RENAME_TEXTS = {
  title: 'Rename document',
  name: 'Name',
  save: 'Save name',
  cancel: 'Cancel',
} as const;

interface RenameValues {
  name: string;
}

const RenameTextField = FormTextField<RenameValues>;
const renameSchema = z.object({ name: documentNameSchema });

interface Props {
  document: VaultDocument;
  open: boolean;
  onClose: () => void;
}

export function RenameDialog({ document: item, open, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        {RENAME_TEXTS.title}
      </DialogTitle>
      {open && <RenameForm document={item} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({
  document: item,
  titleId,
  onClose,
}: {
  document: VaultDocument;
  titleId: string;
  onClose: () => void;
}) {
  const [update] = useUpdateDocumentMutation();
  const form = useSchemaForm<RenameValues, { name: string }>({
    defaultValues: { name: item.name },
    schema: renameSchema,
    onSubmit: async ({ name }) => {
      await update({ id: item.id, changes: { name } }).unwrap();
      onClose();
    },
    failureMessage: (error) => (error.status === 400 ? null : DOCUMENT_MESSAGES.saveFailed),
  });
  const { failure, submitting, submitRef, submit, focusField } = form;
  useEffect(() => focusField('name'), [focusField]);
  return (
    <SchemaFormProvider form={form}>
      <Box component="form" aria-labelledby={titleId} noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormBanner messages={[failure]} />
            <RenameTextField name="name" label={RENAME_TEXTS.name} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{RENAME_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" ref={submitRef} disabled={submitting}>
            {RENAME_TEXTS.save}
          </Button>
        </DialogActions>
      </Box>
    </SchemaFormProvider>
  );
}
