import { lazy, Suspense, useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES, DASHBOARD_TITLES, personaOf } from '@waypoint/shared/dashboard/dashboard-limits';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { useGetDashboardQuery } from './api/get-dashboard';
import { Announcements } from './components/announcements';
import { BenefitsChecklist } from './components/benefits-checklist';
import { MenteeRequests } from './components/mentee-requests';
import { MetricCard } from './components/metric-card';
import { metricsOf } from './components/metrics';
import { PersonaChip } from './components/persona-chip';
import { PlanProgressCard } from './components/plan-progress-card';
import { QuickActions } from './components/quick-actions';

// Only administrators see the announcement form: its form code and validation download for them alone.
const AnnouncementAdmin = lazy(() =>
  import('./components/announcement-admin').then((module) => ({ default: module.AnnouncementAdmin })),
);

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { persona, figures, unavailable } = dashboard;
  const failed = (name: string) => unavailable.includes(name);
  return (
    <Stack spacing={4}>
      <Grid container spacing={2}>
        {metricsOf(dashboard).map((metric) => (
          <Grid key={metric.title} size={{ xs: 12, md: 4 }}>
            <MetricCard {...metric} />
          </Grid>
        ))}
      </Grid>
      {persona === 'veteran' && (failed('plan.progress') || figures['plan.progress'] !== undefined) && (
        <PlanProgressCard progress={failed('plan.progress') ? undefined : figures['plan.progress']} />
      )}
      <QuickActions />
      {persona === 'mentor' ? (
        <MenteeRequests requests={failed('mentorship.queue') ? null : (figures['mentorship.queue'] ?? [])} />
      ) : (
        <BenefitsChecklist
          tracker={failed('benefits.tracker') ? undefined : (figures['benefits.tracker'] ?? null)}
        />
      )}
      <Announcements announcements={dashboard.announcements} />
      {persona === 'admin' && (
        <Suspense fallback={<CircularProgress aria-label="Loading the announcement form" />}>
          <AnnouncementAdmin />
        </Suspense>
      )}
    </Stack>
  );
}

/** /dashboard: the first screen after sign-in, the view of the account's role with its real figures. */
export default function DashboardPage() {
  // The route guard's session check already holds the account; its role names the dashboard, as in the header.
  const role = useGetSessionQuery().data?.role;
  // Fresh on every visit: the route's loader asks for the figures as the page opens (prefetch-dashboard.ts).
  const dashboard = useGetDashboardQuery(undefined, { refetchOnFocus: true });
  // The figures render in a transition, in slices between which the browser stays responsive: a figure-rich view
  // drawn in one piece blocked the main thread for hundreds of milliseconds on a phone.
  const shown = useDeferredValue(dashboard.data, undefined);
  let body;
  if (shown) body = <DashboardView dashboard={shown} />;
  else if (dashboard.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void dashboard.refetch()}>
            Retry
          </Button>
        }
      >
        {DASHBOARD_MESSAGES.loadFailed}
      </Alert>
    );
  } else {
    // As tall as the screen: the footer stays below the fold until the figures push it further down, rather than
    // showing and then jumping away (a layout shift).
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading your dashboard" />
      </Box>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1">
          {DASHBOARD_TITLES[role ? personaOf(role) : 'veteran']}
        </Typography>
        {shown && <PersonaChip persona={shown.persona} />}
      </Stack>
      {body}
    </Stack>
  );
}
