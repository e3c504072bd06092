import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roadmapOrder } from '@waypoint/shared/benefits/benefit-roadmap';
import { BENEFIT_MESSAGES } from '@waypoint/shared/benefits/benefits-messages';
import { benefitsSummary } from '@waypoint/shared/benefits/benefits-view';
import { Link as RouterLink } from 'react-router';
import { ChecklistCard } from './components/checklist-card';
import { DischargeNote } from './components/discharge-note';
import { RecommendationCard } from './components/recommendation-card';
import { RoadmapCard } from './components/roadmap-card';
import { SummaryCard } from './components/summary-card';
import { useBenefitsTracker } from './hooks/use-benefits-tracker';
import { useVeteranId } from './hooks/use-veteran-id';

function Loading() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>Loading your benefits…</Typography>
    </Stack>
  );
}

/** /benefits (spec "Benefits"): summary, transition roadmap, recommendations with status, checklist with progress. */
export default function BenefitsPage() {
  const veteran = useVeteranId();
  const tracker = useBenefitsTracker(veteran.status === 'ready' ? veteran.veteranId : undefined);

  let body;
  if (veteran.status === 'error') {
    body = (
      <Alert severity="error" action={<Button onClick={veteran.retry}>Try again</Button>}>
        {BENEFIT_MESSAGES.unavailable}
      </Alert>
    );
  } else if (tracker.view.status === 'loading') body = <Loading />;
  else {
    const { data, fallback } = tracker.view;
    const demoVeteran = !fallback && veteran.status === 'ready' && veteran.demo;
    body = (
      <>
        {fallback && (
          <Alert severity="warning">
            {BENEFIT_MESSAGES.loadFailedDemo} Demo data: changes are not saved.
          </Alert>
        )}
        {demoVeteran && (
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
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Benefits Overview
      </Typography>
      {body}
    </Stack>
  );
}
