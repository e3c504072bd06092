import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorshipHub } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_MESSAGES } from '@waypoint/shared/mentorship/mentorship-limits';
import { QueryState } from '../../components/query-state';
import { useGetMentorshipHubQuery } from './api/get-mentorship-hub';
import { BecomeMentee } from './components/become-mentee';
import { MentorApplication } from './components/mentor-application';
import { MyMentorships } from './components/my-mentorships';
import { MyRequests } from './components/my-requests';
import { Recommendations } from './components/recommendations';
import { useMentorshipLiveUpdates } from './hooks/use-mentorship-live-updates';

// Each role's own tools download with the view that shows them: the mentee view, which most people see, carries
// neither the mentors' queue and availability nor the administrators' panel (decision 033).
const AdminPanel = lazy(() =>
  import('./components/admin-panel').then((module) => ({ default: module.AdminPanel })),
);
const MentorTools = lazy(() => import('./components/mentor-tools'));

const VIEW_LABELS: Record<MentorshipHub['view'], string> = {
  mentee: 'Mentee view',
  mentor: 'Mentor view',
  admin: 'Admin view',
};

function HubContent({ hub }: { hub: MentorshipHub }) {
  const showList = hub.isMentee || hub.view !== 'mentee';
  return (
    <Stack spacing={3}>
      <Box>
        <Chip label={VIEW_LABELS[hub.view]} color="primary" variant="outlined" />
      </Box>
      {hub.view === 'admin' && (
        <Suspense fallback={<CircularProgress aria-label="Loading the admin panel" />}>
          <AdminPanel />
        </Suspense>
      )}
      {hub.view === 'mentor' && hub.mentorProfile && (
        <Suspense fallback={<CircularProgress aria-label="Loading your mentee queue" />}>
          <MentorTools queue={hub.queue} profile={hub.mentorProfile} />
        </Suspense>
      )}
      {(hub.mentorships.length > 0 || hub.view !== 'admin') && (
        <MyMentorships mentorships={hub.mentorships} />
      )}
      {hub.view === 'mentee' && !hub.isMentee && <BecomeMentee />}
      {hub.isMentee && (
        <MyRequests
          requests={hub.myRequests}
          sampleIds={new Set(hub.sampleMentors.map((sample) => sample.mentor.id))}
        />
      )}
      {showList && (
        <Recommendations
          recommendations={hub.recommendations}
          sampleMentors={hub.sampleMentors}
          canRequest={hub.isMentee}
          hasVeteranProfile={hub.hasVeteranProfile}
        />
      )}
      {hub.view === 'mentee' && (
        <MentorApplication profile={hub.mentorProfile} hasMentorRole={hub.hasMentorRole} />
      )}
    </Stack>
  );
}

/** /mentorship: the spec's mentee, mentor and admin views, decided by the server's role. */
export default function MentorshipPage() {
  // Reloaded on the live events of the other side's answers and messages, and when the window regains focus.
  const hub = useGetMentorshipHubQuery(undefined, { refetchOnFocus: true });
  useMentorshipLiveUpdates();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Mentorship Hub
      </Typography>
      <QueryState
        result={hub}
        loadingLabel="Loading the mentorship hub"
        errorMessage={MENTORSHIP_MESSAGES.loadFailed}
      >
        {(data) => <HubContent hub={data} />}
      </QueryState>
    </Stack>
  );
}
