import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useGetDataSummaryQuery } from '../api/get-data-summary';
import { useDeleteAccount } from '../hooks/use-delete-account';

export const DELETE_ACCOUNT_TEXTS = {
  title: 'Delete your account?',
  warning:
    'This permanently deletes your account and everything Waypoint holds about you. It cannot be undone: download your data first if you want a copy.',
  listHeading: 'What will be erased',
  listLoading: 'Loading the list of what will be erased…',
  listFailed: 'We could not load the list of what will be erased.',
  passwordHint: 'Enter your password to confirm it is you.',
  confirm: 'Delete my account',
  busy: 'Deleting…',
} as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The confirmation: what will be erased, the password, and the button that cannot be taken back. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  // A new form for every opening, so none starts with the last one's password or message.
  const [opening, setOpening] = useState(0);
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setOpening((count) => count + 1);
  }
  return <DeleteAccountConfirm key={opening} open={open} onClose={onClose} />;
}

function DeleteAccountConfirm({ open, onClose }: DeleteAccountDialogProps) {
  const form = useDeleteAccount();
  const summary = useGetDataSummaryQuery(undefined, { skip: !open });
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_ACCOUNT_TEXTS.title}
      description={DELETE_ACCOUNT_TEXTS.warning}
      confirmLabel={DELETE_ACCOUNT_TEXTS.confirm}
      busyLabel={DELETE_ACCOUNT_TEXTS.busy}
      // Closing mid-deletion would hide the outcome: Escape and Cancel wait then.
      busy={form.submitting}
      onCancel={onClose}
      onSubmit={form.submit}
      confirmRef={form.submitRef}
      confirmDisabled={!summary.data}
      focusCancel={false}
      fullScreenOnPhones
    >
      <SchemaFormProvider form={form}>
        <DeletionDetails failure={form.failure} focusPassword={form.focusField} />
      </SchemaFormProvider>
    </ConfirmDialog>
  );
}

interface DeletionDetailsProps {
  failure: string | null;
  focusPassword: ReturnType<typeof useDeleteAccount>['focusField'];
}

function DeletionDetails({ failure, focusPassword }: DeletionDetailsProps) {
  const summary = useGetDataSummaryQuery();
  const listId = useId();
  // Into the password at once: the dialog's title and warning are read as it opens (aria-describedby).
  useEffect(() => focusPassword('password'), [focusPassword]);

  let list;
  if (summary.data) {
    list = (
      <Box component="ul" aria-labelledby={listId} sx={{ mt: 1, mb: 0, pl: 3 }}>
        {summary.data.parts.map((part) => (
          <li key={part.name}>
            <Typography>{part.description}</Typography>
          </li>
        ))}
      </Box>
    );
  } else if (summary.isError) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        }
      >
        {DELETE_ACCOUNT_TEXTS.listFailed}
      </Alert>
    );
  } else {
    list = <Typography role="status">{DELETE_ACCOUNT_TEXTS.listLoading}</Typography>;
  }

  return (
    <>
      <Typography id={listId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {DELETE_ACCOUNT_TEXTS.listHeading}
      </Typography>
      {list}
      <FormBanner messages={[failure]} sx={{ mt: 2 }} />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        hint={DELETE_ACCOUNT_TEXTS.passwordHint}
        sx={{ mt: 3 }}
      />
    </>
  );
}
