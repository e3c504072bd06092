import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentor, Recommendation } from '@waypoint/shared/mentorship/mentorship';
import { MentorCard } from './mentor-card';
import { lazyDialog } from '../../../components/lazy-dialog';

// A mentor's full profile, and the request with its message form, download when first opened.
const MentorProfileDialog = lazyDialog(
  () => import('./mentor-profile-dialog').then((module) => module.MentorProfileDialog),
  ({ mentor }) => mentor !== null,
);
const RequestDialog = lazyDialog(
  () => import('./request-dialog').then((module) => module.RequestDialog),
  ({ mentor }) => mentor !== null,
);

interface RecommendationsProps {
  recommendations: readonly Recommendation[];
  canRequest: boolean;
  hasVeteranProfile: boolean;
}

/** Recommended mentors, best match first, as the server ranked them. */
export function Recommendations({ recommendations, canRequest, hasVeteranProfile }: RecommendationsProps) {
  const headingId = useId();
  const [profile, setProfile] = useState<Mentor | null>(null);
  const [requesting, setRequesting] = useState<Mentor | null>(null);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5">
        Recommended mentors
      </Typography>
      {!hasVeteranProfile && (
        <Alert severity="info">
          Complete your veteran profile (branch, career interests, location) for better matches.
        </Alert>
      )}
      {recommendations.some((item) => item.mentor.sample) && (
        <Typography variant="body2" color="text.secondary">
          Mentors marked “Sample mentor” show how matching works; nobody answers requests to them.
        </Typography>
      )}
      {recommendations.length === 0 ? (
        <Typography>No mentors are available yet. Check back soon.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Recommended mentors"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {recommendations.map((recommendation) => (
            <Box key={recommendation.mentor.id} component="li">
              <MentorCard
                recommendation={recommendation}
                canRequest={canRequest}
                onRequest={setRequesting}
                onViewProfile={setProfile}
              />
            </Box>
          ))}
        </Box>
      )}
      <MentorProfileDialog mentor={profile} onClose={() => setProfile(null)} />
      <RequestDialog mentor={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}
