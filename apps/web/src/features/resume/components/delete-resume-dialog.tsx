import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteResumeDialogProps {
  open: boolean;
  /** The open resume's name, in the question. */
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the open resume is deleted for good. */
export function DeleteResumeDialog({ open, name, onCancel, onConfirm }: DeleteResumeDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-resume-title">
      <DialogTitle id="delete-resume-title">Delete “{name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>The resume is deleted for good. Your other resumes stay.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
