import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Job } from '@waypoint/shared/jobs/jobs';
import { JobChips, JobFacts, WhyThisJob } from './job-summary';

interface Props {
  jobs: Job[];
  selectedId: string | undefined;
  onSelect: (jobId: string) => void;
}

/** One page of postings; choosing one opens it in the detail panel. */
export function ResultsList({ jobs, selectedId, onSelect }: Props) {
  return (
    <List aria-label="Job postings" disablePadding>
      {jobs.map((job) => (
        <ListItem key={job.id} disablePadding divider>
          <ListItemButton
            selected={job.id === selectedId}
            aria-current={job.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(job.id)}
            sx={{ alignItems: 'flex-start' }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {job.title}
              </Typography>
              <JobFacts job={job} />
              <WhyThisJob job={job} />
              <JobChips job={job} />
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
