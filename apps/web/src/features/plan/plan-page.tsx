import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../components/query-state';
import { useProfile } from '../../stores/profiles/use-profile';
import { useGetPlanQuery } from './api/get-plan';
import { BudgetSection } from './components/budget-section';
import { ProgressSummary } from './components/progress-summary';
import { StandardsSection } from './components/standards-section';
import { StepsSection } from './components/steps-section';
import { TargetsSection } from './components/targets-section';
import { WhatIfSection } from './components/what-if-section';
import { PlanExportButtons } from './plan-export-buttons';
import { SharePanel } from './share-panel';

export const PLAN_PAGE_TITLE = 'My Transition Plan';

/**
 * /plan: one plan from today to the first civilian job. The target careers, the Career Readiness Standards the
 * TAP Capstone verifies, the dated steps with their statuses, a what-if, the 12-month budget, the plan as a
 * calendar file or a printed page, and shares with a spouse or caregiver.
 */
export default function PlanPage() {
  // Fresh on every visit: work done in other areas (a resume, an application) meets steps and standards.
  const plan = useGetPlanQuery(undefined, { refetchOnMountOrArgChange: true });
  const profile = useProfile();

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {PLAN_PAGE_TITLE}
      </Typography>
      <TargetsSection />
      <QueryState
        result={plan}
        loadingLabel="Loading your plan…"
        errorMessage="We could not load your plan."
        retryLabel="Try again"
      >
        {(data) => (
          <>
            <ProgressSummary plan={data} />
            <PlanExportButtons />
            <StandardsSection standards={data.standards} />
            <StepsSection steps={data.steps} hasProfile={data.hasProfile} />
            <WhatIfSection plan={data} profileId={profile.data?.id} />
          </>
        )}
      </QueryState>
      <BudgetSection />
      <SharePanel />
    </Stack>
  );
}
