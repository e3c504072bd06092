import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useEffect, useRef, useState } from 'react';
import type { Job } from '@waypoint/shared/jobs/jobs';
import { JOBS_MESSAGES, JOB_SOURCE_LABELS } from '@waypoint/shared/jobs/jobs-limits';
import { JobTargetAction } from '../../../components/career-kit/job-target-action';
import { lazyDialog } from '../../../components/lazy-dialog';
import { readApiError } from '../../../lib/api-error';
import { useSaveJobMutation } from '../api/save-job';
import { JobChips, JobFacts, WhyThisJob } from './job-summary';

// The confirmation downloads when "Remove from saved jobs" is first pressed.
const RemoveSavedJobDialog = lazyDialog(() =>
  import('./remove-saved-job-dialog').then((module) => module.RemoveSavedJobDialog),
);

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

interface Props {
  job: Job;
  saved: boolean;
}

/** The chosen posting: its facts, description, "Apply Now" (a new tab), "Save this job" and "Make this my target". */
export function JobDetail({ job, saved }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [save, saving] = useSaveJobMutation();
  const [removing, setRemoving] = useState(false);
  const failure = saving.error;

  // Keyboard and screen-reader users land on the posting they chose.
  useEffect(() => heading.current?.focus(), [job.id]);

  return (
    <Paper component="section" aria-labelledby="job-detail-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography id="job-detail-title" ref={heading} tabIndex={-1} variant="h5" component="h2">
          {job.title}
        </Typography>
        <JobFacts job={job} />
        <JobChips job={job} />
        <WhyThisJob job={job} />
        {job.locations.length > 1 && (
          <Typography variant="body2">
            <strong>Locations:</strong> {job.locations.join('; ')}
          </Typography>
        )}
        {job.closed && <Alert severity="info">{JOBS_MESSAGES.postingClosed}</Alert>}
        <Typography variant="body2" color="text.secondary">
          Posted {day(job.postedAt)}
          {job.closesAt && ` · Closes ${day(job.closesAt)}`} · Source: {JOB_SOURCE_LABELS[job.source]}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            href={job.applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew aria-hidden />}
            aria-label="Apply Now (opens in a new tab)"
          >
            Apply Now
          </Button>
          {saved ? (
            <Button variant="outlined" onClick={() => setRemoving(true)}>
              Remove from saved jobs
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() => void save({ jobId: job.id })}
              disabled={saving.isLoading}
            >
              Save this job
            </Button>
          )}
        </Stack>
        <Typography role="status" variant="body2" color="text.secondary">
          {saved ? 'Saved to your jobs.' : ''}
        </Typography>
        {failure && <Alert severity="error">{readApiError(failure, JOBS_MESSAGES.saveFailed).message}</Alert>}
        <JobTargetAction
          socCodes={job.socCodes}
          occupations={'occupations' in job && Array.isArray(job.occupations) ? job.occupations : undefined}
        />
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {job.description || 'The employer gave no description.'}
        </Typography>
      </Stack>
      <RemoveSavedJobDialog job={job} open={removing} onClose={() => setRemoving(false)} />
    </Paper>
  );
}
