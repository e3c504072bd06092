import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roadmapOrder } from '@waypoint/shared/benefits/benefit-roadmap';
import { BENEFIT_MESSAGES } from '@waypoint/shared/benefits/benefits-messages';
import { benefitsSummary, DEMO_VETERAN_ID } from '@waypoint/shared/benefits/benefits-view';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/query-state';
import { useProfile } from '../../stores/profiles/use-profile';
import { ChecklistCard } from './components/checklist-card';
import { DischargeNote } from './components/discharge-note';
import { RecommendationCard } from './components/recommendation-card';
import { RoadmapCard } from './components/roadmap-card';
import { SummaryCard } from './components/summary-card';
import { useBenefitsTracker } from './hooks/use-benefits-tracker';

/** /benefits (spec "Benefits"): summary, transition roadmap, recommendations with status, checklist with progress. */
export default function BenefitsPage() {
  const profile = useProfile();
  // Which veteran the tracker asks about: the user's profile, or the spec's demo veteran while they have none.
  const veteranId = profile.data === undefined ? undefined : (profile.data?.id ?? DEMO_VETERAN_ID);
  const tracker = useBenefitsTracker(veteranId);
  const view = tracker.view.status === 'ready' ? tracker.view : undefined;

  const body = (
    <QueryState
      result={{ data: view, isError: profile.isError, error: profile.error, refetch: profile.refetch }}
      loadingLabel="Loading your benefits…"
      loadingVariant="text"
      errorMessage={BENEFIT_MESSAGES.unavailable}
      retryLabel="Try again"
    >
      {({ data, fallback }) => (
        <>
          {fallback && (
            <Alert severity="warning">
              {BENEFIT_MESSAGES.loadFailedDemo} Demo data: changes are not saved.
            </Alert>
          )}
          {!fallback && profile.data === null && (
            <Alert severity="info">
              You have no veteran profile yet, so this shows a demo veteran separating in 120 days.{' '}
              <Link component={RouterLink} to="/profile">
                Add your profile
              </Link>{' '}
              to see your own dates.
            </Alert>
          )}
          {tracker.error && <Alert severity="error">{tracker.error}</Alert>}
          <SummaryCard summary={benefitsSummary(data.benefits, data.evaluatedOn)} />
          <DischargeNote dischargeStatus={data.facts.dischargeStatus} />
          <RoadmapCard data={data} />
          <section aria-labelledby="benefits-recommendations-heading">
            <Typography id="benefits-recommendations-heading" variant="h5" component="h2" gutterBottom>
              {fallback ? 'Demo recommendations' : 'Recommendations'}
            </Typography>
            <Stack spacing={2}>
              {roadmapOrder(data.benefits).map((benefit) => (
                <RecommendationCard
                  key={benefit.benefitType}
                  benefit={benefit}
                  today={data.evaluatedOn}
                  onStatusChange={(status) => void tracker.setStatus(benefit.benefitType, status)}
                />
              ))}
            </Stack>
          </section>
          <ChecklistCard
            benefits={data.benefits}
            onToggle={(type, done) => void tracker.setCompleted(type, done)}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Benefits Overview
      </Typography>
      {body}
    </Stack>
  );
}
