import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { useGetSavedJobsQuery } from '../api/get-saved-jobs';
import { useUnsaveJobMutation } from '../api/unsave-job';
import { JobFacts } from './job-summary';

// The note forms (their validation with them) download once there is a saved job to write a note on.
const SavedJobNote = lazy(() =>
  import('./saved-job-note').then((module) => ({ default: module.SavedJobNote })),
);

/** The user's saved jobs: open one in the detail panel, or remove it. */
export function SavedJobs({ onOpen }: { onOpen: (jobId: string) => void }) {
  // Saved in another tab or device: the list catches up when this tab comes back into focus.
  const saved = useGetSavedJobsQuery(undefined, { refetchOnFocus: true });
  const [unsave] = useUnsaveJobMutation();

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
        {saved.data.savedJobs.map(({ job, note }) => (
          <ListItem key={job.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {job.title}
            </Typography>
            <JobFacts job={job} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" onClick={() => onOpen(job.id)} aria-label={`Open ${job.title}`}>
                Open
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => void unsave(job.id)}
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
    </Paper>
  );
}
