import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatGrade, type Job } from '@waypoint/shared/jobs/jobs';
import { EMPLOYMENT_TYPE_LABELS } from '@waypoint/shared/jobs/jobs-limits';

/**
 * Company, place ("Quantico, VA and 1 more"), pay as posted ("$24.18–$31.43 an hour, about $50,294–$65,374 a
 * year"), grade and kind of a posting, as the list and the detail panel show them.
 */
export function JobFacts({ job }: { job: Job }) {
  const facts = [
    job.company,
    job.remote ? `${job.location === 'Remote' ? '' : `${job.location} · `}Remote-friendly` : job.location,
    job.salaryRange,
    job.grade && formatGrade(job.grade),
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
      {job.closed && <Chip size="small" color="default" label="Posting closed" />}
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

/** The "Why this job?" line, when the user's military code, interests or preferred place ranked it higher. */
export function WhyThisJob({ job }: { job: Job }) {
  if (!job.whyThisJob) return null;
  return (
    <Typography variant="body2" sx={{ color: 'success.dark' }}>
      <strong>Why this job?</strong> {job.whyThisJob}
    </Typography>
  );
}
