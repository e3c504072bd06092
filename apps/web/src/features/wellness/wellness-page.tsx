import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WellnessOverview } from '@waypoint/shared/wellness/wellness';
import { WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness-limits';
import { QueryState } from '../../components/query-state';
import { useGetWellnessQuery } from './api/get-wellness';
import { CareBanner } from './components/care-banner';
import { EntriesList } from './components/entries-list';
import { JournalForm } from './components/journal-form';
import { JournalPrivacy } from './components/journal-privacy';
import { MoodChart } from './components/mood-chart';
import { ResourcesList } from './components/resources-list';
import { StatsCard } from './components/stats-card';
import { useTimeZoneSync } from './hooks/use-time-zone-sync';

function WellnessContent({ overview }: { overview: WellnessOverview }) {
  return (
    <Stack spacing={3}>
      {overview.care.showBanner && <CareBanner />}
      {/* Two columns from md up (7:5), one below; a CSS grid rather than MUI's Grid, which this page need not load. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gap: 3,
        }}
      >
        <Stack spacing={3}>
          <JournalForm />
          <EntriesList entries={overview.entries} total={overview.stats.entryCount} />
        </Stack>
        <Stack spacing={3}>
          <StatsCard stats={overview.stats} />
          <MoodChart chart={overview.moodChart} />
          <ResourcesList resources={overview.resources} />
          <JournalPrivacy />
        </Stack>
      </Box>
    </Stack>
  );
}

/** /wellness: the private mood journal, stats, the care banner when it applies, the chart and resources. */
export default function WellnessPage() {
  const overview = useGetWellnessQuery();
  useTimeZoneSync(overview.data?.timeZone);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Wellness &amp; Journaling
      </Typography>
      <QueryState
        result={overview}
        loadingLabel="Loading your journal"
        errorMessage={WELLNESS_MESSAGES.loadFailed}
      >
        {(data) => <WellnessContent overview={data} />}
      </QueryState>
    </Stack>
  );
}
