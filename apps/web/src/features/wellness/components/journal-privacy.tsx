import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useEraseJournalMutation } from '../api/erase-journal';

export const PRIVACY_TEXTS = {
  body: 'Only you can read your journal: not mentors, moderators or administrators. Notes are encrypted on our servers.',
  download: 'Download a copy with your other data from your profile',
  erase: 'Delete my journal',
  confirmTitle: 'Delete your whole journal?',
  confirmBody:
    'This permanently deletes every journal entry, your bookmarks and your stats. It cannot be undone.',
  confirm: 'Delete everything',
  busy: 'Deleting…',
  failed: 'We could not delete your journal. Please try again.',
  done: 'Your journal has been deleted.',
} as const;

/** Who can read the journal, where to download it, and deleting all of it. */
export function JournalPrivacy() {
  const headingId = useId();
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
      <LazyConfirmDialog
        open={open}
        title={PRIVACY_TEXTS.confirmTitle}
        description={PRIVACY_TEXTS.confirmBody}
        confirmLabel={PRIVACY_TEXTS.confirm}
        busyLabel={PRIVACY_TEXTS.busy}
        busy={isLoading}
        error={isError ? PRIVACY_TEXTS.failed : null}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
