import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUICK_ACTIONS } from '@waypoint/shared/dashboard/dashboard-limits';

/** The spec's quick actions: Resume Builder, Job Search and Benefits. */
export function QuickActions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Quick actions
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {QUICK_ACTIONS.map((action) => (
          <Button key={action.to} component={RouterLink} to={action.to} variant="contained">
            {action.label}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
