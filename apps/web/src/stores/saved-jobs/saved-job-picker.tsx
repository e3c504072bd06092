import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SavedJob } from '@waypoint/shared/jobs/jobs';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { QueryState } from '../../components/query-state';
import { TextInput } from '../../components/text-input';
import { useGetSavedJobsQuery } from './saved-jobs-api';

interface SavedJobPicker {
  /** The chosen saved job's posting, once one is chosen. */
  job: SavedJob['job'] | undefined;
  /** The picker itself: the select, or why there is none (loading, failed with Retry, or no saved jobs yet). */
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
    <QueryState
      result={saved}
      loadingLabel="Loading your saved jobs…"
      loadingVariant="text"
      retryName="Retry loading saved jobs"
      errorMessage={JOBS_MESSAGES.savedLoadFailed}
      isEmpty={(data) => data.savedJobs.length === 0}
      empty={
        <Typography>
          {noSavedJobs}{' '}
          <Link component={RouterLink} to="/career/job-search">
            Go to Job Search
          </Link>
        </Typography>
      }
    >
      {(data) => (
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
          {data.savedJobs.map(({ job: entry }) => (
            <option key={entry.id} value={entry.id}>
              {entry.title} — {entry.company}
            </option>
          ))}
        </TextInput>
      )}
    </QueryState>
  );
  return { job, picker };
}
