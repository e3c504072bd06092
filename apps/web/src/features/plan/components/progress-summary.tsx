import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PlanView } from '@waypoint/shared/plan/plan-http';
import { formatDay } from '../plan-format';

/** Where the plan stands: the separation date, steps done and standards met. */
export function ProgressSummary({ plan }: { plan: PlanView }) {
  const { stepsDone, steps, standardsMet, standards } = plan.progress;
  const percent = steps === 0 ? 0 : Math.round((stepsDone / steps) * 100);
  return (
    <Box>
      <Typography>
        {plan.separationDate
          ? `${plan.stillServing ? 'Separating' : 'Separated'} on ${formatDay(plan.separationDate)}.`
          : 'No separation date yet: add it to your profile to date your plan.'}{' '}
        {stepsDone} of {steps} steps done; {standardsMet} of {standards} Career Readiness Standards met.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Steps done: ${percent}%`}
        sx={{ mt: 1, height: 8, borderRadius: 1, maxWidth: 480 }}
      />
    </Box>
  );
}
