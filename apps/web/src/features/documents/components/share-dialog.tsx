import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  shareRequestSchema,
  type ShareCreated,
  type VaultDocument,
} from '@waypoint/shared';
import { TextInput } from '../../../components/text-input';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateShareMutation } from '../api/create-share';
import { formatDate } from '../documents-texts';

export const SHARE_TEXTS = {
  title: (name: string) => `Share ${name}`,
  intro:
    'We e-mail the recipient a link. Anyone with the link can download this document, without an account, until it expires or you revoke it.',
  email: 'Recipient email',
  days: 'Days valid',
  daysHint: `${DOCUMENT_LIMITS.shareDaysMin} to ${DOCUMENT_LIMITS.shareDaysMax} days`,
  submit: 'Share by email',
  sending: 'Sharing…',
  cancel: 'Cancel',
  done: 'Done',
  created: (email: string, date: string) =>
    `We e-mailed the link to ${email}. It works until ${date}, unless you revoke it sooner.`,
  copyHint: 'You can also copy the link and send it yourself. It is shown only this once.',
  link: 'Share link',
} as const;

interface ShareValues {
  email: string;
  daysValid: string;
}

const ShareTextField = FormTextField<ShareValues>;

interface Props {
  document: VaultDocument;
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ document: item, open, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {SHARE_TEXTS.title(item.name)}
      </DialogTitle>
      {open &&
        (created ? (
          <ShareResult created={created} onDone={close} />
        ) : (
          <ShareForm documentId={item.id} titleId={titleId} onCreated={setCreated} onCancel={close} />
        ))}
    </Dialog>
  );
}

function ShareForm({
  documentId,
  titleId,
  onCreated,
  onCancel,
}: {
  documentId: string;
  titleId: string;
  onCreated: (created: ShareCreated) => void;
  onCancel: () => void;
}) {
  const [createShare] = useCreateShareMutation();
  const form = useSchemaForm<ShareValues, { email: string; daysValid: number }>({
    defaultValues: { email: '', daysValid: String(DOCUMENT_LIMITS.shareDaysDefault) },
    schema: shareRequestSchema,
    toInput: (values) => ({
      email: values.email,
      daysValid: values.daysValid.trim() === '' ? Number.NaN : Number(values.daysValid),
    }),
    onSubmit: async (request) => onCreated(await createShare({ id: documentId, request }).unwrap()),
    failureMessage: (error) => (error.status === 400 ? null : DOCUMENT_MESSAGES.shareFailed),
  });
  const { failure, submitting, submitRef, submit, focusField, methods } = form;
  const email = methods.watch('email');
  useEffect(() => focusField('email'), [focusField]);
  return (
    <SchemaFormProvider form={form}>
      <Box component="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={submitting}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{SHARE_TEXTS.intro}</DialogContentText>
          <Stack spacing={2}>
            <FormBanner messages={[failure]} />
            <ShareTextField
              name="email"
              label={SHARE_TEXTS.email}
              type="email"
              required
              autoComplete="email"
            />
            <ShareTextField
              name="daysValid"
              label={SHARE_TEXTS.days}
              type="number"
              hint={SHARE_TEXTS.daysHint}
              slotProps={{
                htmlInput: { min: DOCUMENT_LIMITS.shareDaysMin, max: DOCUMENT_LIMITS.shareDaysMax, step: 1 },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{SHARE_TEXTS.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            ref={submitRef}
            disabled={email.trim() === '' || submitting}
          >
            {submitting ? SHARE_TEXTS.sending : SHARE_TEXTS.submit}
          </Button>
        </DialogActions>
      </Box>
    </SchemaFormProvider>
  );
}

function ShareResult({ created, onDone }: { created: ShareCreated; onDone: () => void }) {
  const linkField = useRef<HTMLInputElement>(null);
  // The link went by e-mail; it is focused and selected too, ready to copy for another way of sending it.
  useEffect(() => linkField.current?.select(), []);
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {SHARE_TEXTS.created(created.share.recipientEmail, formatDate(created.share.expiresAt))}
        </Alert>
        <DialogContentText sx={{ mb: 2 }}>{SHARE_TEXTS.copyHint}</DialogContentText>
        <TextInput
          label={SHARE_TEXTS.link}
          value={created.url}
          fullWidth
          inputRef={linkField}
          onFocus={() => linkField.current?.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {SHARE_TEXTS.done}
        </Button>
      </DialogActions>
    </>
  );
}
