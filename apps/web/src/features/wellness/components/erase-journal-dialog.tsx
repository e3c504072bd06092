import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PRIVACY_TEXTS } from './journal-privacy';

interface EraseJournalDialogProps {
  open: boolean;
  /** While the deletion runs: the dialog cannot be dismissed and its buttons wait. */
  busy: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before the whole journal is deleted. */
export function EraseJournalDialog({ open, busy, failed, onCancel, onConfirm }: EraseJournalDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId} component="h2">
        {PRIVACY_TEXTS.confirmTitle}
      </DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {PRIVACY_TEXTS.failed}
          </Alert>
        )}
        <DialogContentText id={bodyId}>{PRIVACY_TEXTS.confirmBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete everything'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
