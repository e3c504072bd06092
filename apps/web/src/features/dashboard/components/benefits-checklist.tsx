import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardFigureValues } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';

/**
 * Everyone but mentors: the benefits checklist as the tracker keeps it, read-only here (ticking happens on the
 * benefits page, which explains each item). `undefined`: the figure could not be computed this time.
 */
export function BenefitsChecklist({
  tracker,
}: {
  tracker: DashboardFigureValues['benefits.tracker'] | undefined;
}) {
  const headingId = useId();
  let body;
  if (tracker === undefined)
    body = <Typography color="text.secondary">{DASHBOARD_MESSAGES.figureUnavailable}</Typography>;
  else if (tracker === null) {
    body = (
      <Typography color="text.secondary">
        {DASHBOARD_MESSAGES.noProfileForBenefits}{' '}
        <Link component={RouterLink} to="/profile">
          Go to your profile
        </Link>
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={1}>
        <Typography variant="body2">
          {tracker.completed} of {tracker.total} done ({tracker.percent}%)
        </Typography>
        <LinearProgress
          variant="determinate"
          value={tracker.percent}
          aria-label="Benefits checklist progress"
        />
        <List aria-labelledby={headingId} dense disablePadding>
          {tracker.items.map((item) => (
            <ListItem key={item.benefitType} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {item.completed ? (
                  <CheckCircleIcon color="success" titleAccess="Done" />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess="Not done" />
                )}
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItem>
          ))}
        </List>
      </Stack>
    );
  }
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Benefits checklist
        </Typography>
        {body}
        <Link component={RouterLink} to="/benefits" variant="body2">
          Update your checklist in the benefits tracker
        </Link>
      </CardContent>
    </Card>
  );
}
