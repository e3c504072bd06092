import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
} as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The confirmation: what will be erased, the password, and the button that cannot be taken back. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const titleId = useId();
  const warningId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Closing mid-deletion would hide the outcome; Cancel is disabled then as well.
  const [deleting, setDeleting] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2">
        {DELETE_ACCOUNT_TEXTS.title}
      </DialogTitle>
      {/* Mounted only while open, so every opening starts without a password. */}
      {open && (
        <DeleteAccountForm titleId={titleId} warningId={warningId} onCancel={onClose} onBusy={setDeleting} />
      )}
    </Dialog>
  );
}

interface DeleteAccountFormProps {
  titleId: string;
  warningId: string;
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
}

function DeleteAccountForm({ titleId, warningId, onCancel, onBusy }: DeleteAccountFormProps) {
  const form = useDeleteAccount();
  const { failure, submitting, submitRef, focusField } = form;
  useEffect(() => onBusy(submitting), [submitting, onBusy]);
  // Into the password at once: the dialog's title and warning are read as it opens (aria-describedby).
  useEffect(() => focusField('password'), [focusField]);
  const summary = useGetDataSummaryQuery();
  const listId = useId();

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
    <SchemaFormProvider form={form}>
      <Box
        component="form"
        aria-labelledby={titleId}
        aria-busy={submitting}
        noValidate
        onSubmit={form.submit}
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={warningId} sx={{ mb: 2 }}>
            {DELETE_ACCOUNT_TEXTS.warning}
          </DialogContentText>
          <Typography id={listId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button
            ref={submitRef}
            type="submit"
            variant="contained"
            color="error"
            disabled={submitting || !summary.data}
          >
            {submitting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </DialogActions>
      </Box>
    </SchemaFormProvider>
  );
}
