import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SavedJob } from '@waypoint/shared/jobs/jobs';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { TextInput } from '../../components/text-input';
import { useGetSavedJobsQuery } from './saved-jobs-api';

interface SavedJobPicker {
  /** The chosen saved job's posting, once one is chosen. */
  job: SavedJob['job'] | undefined;
  /** The picker itself: the select, or why there is none (loading failed with Retry, or no saved jobs yet). */
  picker: React.ReactNode;
}

/**
 * Choosing one of the user's saved jobs (the resume's posting check, the coach's practice for a posting): the one
 * cached list of saved jobs, its failure with Retry, and a way to Job Search when there are none.
 */
export function useSavedJobPicker({
  label,
  noSavedJobs,
  disabled = false,
}: {
  label: string;
  /** Why to save one, before the link to Job Search. */
  noSavedJobs: string;
  disabled?: boolean;
}): SavedJobPicker {
  const saved = useGetSavedJobsQuery();
  const [jobId, setJobId] = useState('');
  const jobs = saved.data?.savedJobs ?? [];
  const job = jobs.find((entry) => entry.job.id === jobId)?.job;
  const picker = (
    <>
      {saved.isError && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              aria-label="Retry loading saved jobs"
              onClick={() => void saved.refetch()}
            >
              Retry
            </Button>
          }
        >
          {JOBS_MESSAGES.savedLoadFailed}
        </Alert>
      )}
      {saved.data && jobs.length === 0 && (
        <Typography>
          {noSavedJobs}{' '}
          <Link component={RouterLink} to="/career/job-search">
            Go to Job Search
          </Link>
        </Typography>
      )}
      {jobs.length > 0 && (
        <TextInput
          select
          fullWidth
          size="small"
          label={label}
          value={jobId}
          disabled={disabled}
          onChange={(event) => setJobId(event.target.value)}
        >
          <option value="">Choose a saved job</option>
          {jobs.map(({ job: entry }) => (
            <option key={entry.id} value={entry.id}>
              {entry.title} — {entry.company}
            </option>
          ))}
        </TextInput>
      )}
    </>
  );
  return { job, picker };
}
