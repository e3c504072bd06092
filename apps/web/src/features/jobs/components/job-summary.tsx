import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Job } from '@waypoint/shared/jobs/jobs';
import { EMPLOYMENT_TYPE_LABELS } from '@waypoint/shared/jobs/jobs-limits';

/** Company, place, pay and kind of a posting, as the list and the detail panel show them. */
export function JobFacts({ job }: { job: Job }) {
  const facts = [
    job.company,
    job.remote ? `${job.location === 'Remote' ? '' : `${job.location} · `}Remote-friendly` : job.location,
    job.salaryRange,
    job.employmentType && EMPLOYMENT_TYPE_LABELS[job.employmentType],
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {facts.join(' · ')}
    </Typography>
  );
}

export function JobChips({ job }: { job: Job }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {job.sample && <Chip size="small" color="warning" variant="outlined" label="Sample posting" />}
      {job.federalSeries.length > 0 && (
        <Chip size="small" label={`Federal · series ${job.federalSeries.join(', ')}`} />
      )}
      {job.veteransPreference && (
        <Chip size="small" color="primary" variant="outlined" label="Veterans' preference" />
      )}
    </Stack>
  );
}

/** The "Why this job?" line, when the user's military code ranked the posting higher. */
export function WhyThisJob({ job }: { job: Job }) {
  if (!job.whyThisJob) return null;
  return (
    <Typography variant="body2" sx={{ color: 'success.dark' }}>
      <strong>Why this job?</strong> {job.whyThisJob}
    </Typography>
  );
}
