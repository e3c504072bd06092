import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { VaultDocument } from '@waypoint/shared';
import { readApiError } from '../../../lib/api-error';
import { useDeleteDocumentMutation } from '../api/delete-document';

export const DELETE_TEXTS = {
  title: 'Delete this document?',
  body: (name: string) =>
    `${name} and every share link to it will be deleted. This cannot be undone: download it first if you need a copy.`,
  confirm: 'Delete document',
  cancel: 'Cancel',
  failed: 'We could not delete the document. Please try again.',
} as const;

interface Props {
  document: VaultDocument;
  open: boolean;
  onClose: () => void;
}

export function DeleteDocumentDialog({ document: item, open, onClose }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const [remove, { isLoading }] = useDeleteDocumentMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove(item.id).unwrap();
      onClose();
    } catch (failure) {
      // Already gone (deleted in another tab): nothing left to confirm.
      if (readApiError(failure, DELETE_TEXTS.failed).status === 404) onClose();
      else setError(DELETE_TEXTS.failed);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId} component="h2">
        {DELETE_TEXTS.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{DELETE_TEXTS.body(item.name)}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {DELETE_TEXTS.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {DELETE_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
