import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useDataDownload } from '../hooks/use-data-download';
import { lazyDialog } from '../../../components/lazy-dialog';

// The confirmation with its password form downloads when it first opens.
const DeleteAccountDialog = lazyDialog(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

export const YOUR_DATA_INTRO =
  'Download a copy of everything Waypoint holds about you, or delete your account and all of it.';

/** "Your data" (the privacy policy's promise, decision 017): download it, or delete the account with it. */
export function YourDataCard() {
  const headingId = useId();
  const [deleting, setDeleting] = useState(false);
  const { download, busy, savedAs, failure } = useDataDownload();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Your data
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {YOUR_DATA_INTRO}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => void download()}
            disabled={busy}
          >
            {busy ? 'Preparing your data…' : 'Download my data'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => setDeleting(true)}
          >
            Delete my account
          </Button>
        </Stack>
        {/* Always there, so screen readers announce what appears in it. */}
        <Typography role="status" sx={{ mt: savedAs ? 2 : 0 }}>
          {savedAs && `Your data was saved as ${savedAs}.`}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </CardContent>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
