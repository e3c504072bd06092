import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DashboardFigureValues } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Mentors: the oldest pending mentee requests; answering them happens in the mentorship hub. */
export function MenteeRequests({ requests }: { requests: DashboardFigureValues['mentorship.queue'] | null }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Mentee requests
        </Typography>
        {requests === null ? (
          <Typography color="text.secondary">{DASHBOARD_MESSAGES.figureUnavailable}</Typography>
        ) : requests.length === 0 ? (
          <Typography color="text.secondary">{DASHBOARD_MESSAGES.noMenteeRequests}</Typography>
        ) : (
          <List aria-labelledby={headingId} disablePadding>
            {requests.map((request) => (
              <ListItem key={request.id} disableGutters divider>
                <ListItemText
                  primary={request.menteeName}
                  secondary={`${request.message} · Received ${received.format(new Date(request.createdAt))}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to="/mentorship" variant="body2">
          Answer requests in the mentorship hub
        </Link>
      </CardContent>
    </Card>
  );
}
