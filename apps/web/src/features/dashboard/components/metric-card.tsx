import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';

export interface Metric {
  title: string;
  /** The figure as shown; null when the server could not compute it this time. */
  value: string | null;
  details: ReactNode[];
  link?: { label: string; to: string };
}

/** One of the three metric cards: a labelled region with the figure large and what it means below. */
export function MetricCard({ title, value, details, link }: Metric) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={headingId} component="h2" variant="subtitle1" color="text.secondary">
            {title}
          </Typography>
          <Typography component="p" variant="h4" data-testid="metric-value">
            {value ?? '—'}
          </Typography>
          {value === null ? (
            <Typography variant="body2" color="text.secondary">
              {DASHBOARD_MESSAGES.figureUnavailable}
            </Typography>
          ) : (
            details.map((detail, index) => (
              <Typography key={index} variant="body2" color="text.secondary">
                {detail}
              </Typography>
            ))
          )}
          {link && (
            <Link component={RouterLink} to={link.to} variant="body2">
              {link.label}
            </Link>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
