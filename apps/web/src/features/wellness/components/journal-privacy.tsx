import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEraseJournalMutation } from '../api/erase-journal';

export const PRIVACY_TEXTS = {
  body: 'Only you can read your journal: not mentors, moderators or administrators. Notes are encrypted on our servers.',
  download: 'Download a copy with your other data from your profile',
  erase: 'Delete my journal',
  confirmTitle: 'Delete your whole journal?',
  confirmBody:
    'This permanently deletes every journal entry, your bookmarks and your stats. It cannot be undone.',
  failed: 'We could not delete your journal. Please try again.',
  done: 'Your journal has been deleted.',
} as const;

/** Who can read the journal, where to download it, and deleting all of it. */
export function JournalPrivacy() {
  const headingId = useId();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [eraseJournal, { isLoading, isError, isSuccess, reset }] = useEraseJournalMutation();

  const confirm = async () => {
    const result = await eraseJournal();
    if (!('error' in result)) setOpen(false);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Your privacy
        </Typography>
        <Typography gutterBottom>{PRIVACY_TEXTS.body}</Typography>
        <Typography gutterBottom>
          <Link component={RouterLink} to="/profile">
            {PRIVACY_TEXTS.download}
          </Link>
          .
        </Typography>
        <Button
          color="error"
          variant="outlined"
          onClick={() => {
            reset();
            setOpen(true);
          }}
        >
          {PRIVACY_TEXTS.erase}
        </Button>
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {isSuccess ? PRIVACY_TEXTS.done : ''}
        </Typography>
      </CardContent>
      <Dialog
        open={open}
        onClose={isLoading ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <DialogTitle id={titleId} component="h2">
          {PRIVACY_TEXTS.confirmTitle}
        </DialogTitle>
        <DialogContent>
          {isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {PRIVACY_TEXTS.failed}
            </Alert>
          )}
          <DialogContentText id={bodyId}>{PRIVACY_TEXTS.confirmBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Deleting…' : 'Delete everything'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
