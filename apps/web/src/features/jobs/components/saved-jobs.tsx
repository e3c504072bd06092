import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useGetSavedJobsQuery } from '../../../stores/saved-jobs/saved-jobs-api';
import { JobChips, JobFacts } from './job-summary';
import { SavedJobStatusField } from './saved-job-status';

// The note forms (their validation with them) download once there is a saved job to write a note on.
const SavedJobNote = lazy(() =>
  import('./saved-job-note').then((module) => ({ default: module.SavedJobNote })),
);
// The confirmation downloads when "Remove" is first pressed.
const RemoveSavedJobDialog = lazyDialog(() =>
  import('./remove-saved-job-dialog').then((module) => module.RemoveSavedJobDialog),
);

/**
 * The user's saved jobs with where they are with each (status) and a note: open one in the detail panel, or
 * remove it (after asking). A posting that closed or left its feed stays, marked "Posting closed".
 */
export function SavedJobs({ onOpen }: { onOpen: (jobId: string) => void }) {
  // Saved in another tab or device: the list catches up when this tab comes back into focus.
  const saved = useGetSavedJobsQuery(undefined, { refetchOnFocus: true });
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  let body;
  if (saved.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void saved.refetch()}>
            Retry
          </Button>
        }
      >
        {JOBS_MESSAGES.savedLoadFailed}
      </Alert>
    );
  else if (!saved.data) body = <CircularProgress size={24} aria-label="Loading your saved jobs" />;
  else if (saved.data.savedJobs.length === 0)
    body = (
      <Typography color="text.secondary">No saved jobs yet. Use “Save this job” on a posting.</Typography>
    );
  else
    body = (
      <List aria-label="Your saved jobs" disablePadding>
        {saved.data.savedJobs.map(({ job, note, status }) => (
          <ListItem key={job.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {job.title}
            </Typography>
            <JobFacts job={job} />
            <JobChips job={job} />
            <SavedJobStatusField jobId={job.id} title={job.title} status={status ?? 'saved'} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" onClick={() => onOpen(job.id)} aria-label={`Open ${job.title}`}>
                Open
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => {
                  setRemoving({ id: job.id, title: job.title });
                  setConfirming(true);
                }}
                aria-label={`Remove ${job.title}`}
              >
                Remove
              </Button>
            </Stack>
            <Suspense fallback={null}>
              <SavedJobNote key={note} jobId={job.id} title={job.title} note={note} />
            </Suspense>
          </ListItem>
        ))}
      </List>
    );

  return (
    <Paper component="section" aria-labelledby="saved-jobs-title" sx={{ p: 2 }}>
      <Typography id="saved-jobs-title" variant="h6" component="h2" gutterBottom>
        Saved jobs
      </Typography>
      {body}
      <RemoveSavedJobDialog job={removing} open={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
