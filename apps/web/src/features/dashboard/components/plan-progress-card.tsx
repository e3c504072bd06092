import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardFigureValues } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';

/**
 * The veteran's progress toward the target career: steps of the transition plan done and Career Readiness
 * Standards met. `undefined`: the figure could not be computed this time.
 */
export function PlanProgressCard({
  progress,
}: {
  progress: DashboardFigureValues['plan.progress'] | undefined;
}) {
  const headingId = useId();
  const percent =
    progress && progress.steps > 0 ? Math.round((progress.stepsDone / progress.steps) * 100) : 0;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {progress?.target ? `Your plan toward ${progress.target}` : 'Your transition plan'}
        </Typography>
        {progress === undefined ? (
          <Typography color="text.secondary">{DASHBOARD_MESSAGES.figureUnavailable}</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography>
              {progress.stepsDone} of {progress.steps} steps done · {progress.standardsMet} of{' '}
              {progress.standards} Career Readiness Standards met
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`Plan steps done: ${percent}%`}
              sx={{ height: 8, borderRadius: 1 }}
            />
            {!progress.target && (
              <Typography color="text.secondary">
                No target career yet: choose one and every area of Waypoint works toward it.
              </Typography>
            )}
          </Stack>
        )}
        <Link component={RouterLink} to="/plan" sx={{ display: 'inline-block', mt: 1.5 }}>
          {progress?.target ? 'Open your plan' : 'Choose a target career in your plan'}
        </Link>
      </CardContent>
    </Card>
  );
}
