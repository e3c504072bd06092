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

export const RECOMMENDATION_TEXTS = {
  none: 'No mentors are taking mentees yet. Check back soon.',
  samplesHeading: 'Sample mentors',
  samplesNote:
    'These sample profiles show how matching works. They are not real people: nobody answers them, and they cannot be requested, so they never use one of your request slots.',
} as const;

const grid = {
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
} as const;

interface RecommendationsProps {
  /** Real, approved mentors, best match first, as the server ranked them. */
  recommendations: readonly Recommendation[];
  /** The sample mentors: shown after and apart from the real ones, never requestable. */
  sampleMentors: readonly Recommendation[];
  canRequest: boolean;
  hasVeteranProfile: boolean;
}

/** Recommended mentors, best match first; the sample mentors below them, in a box of their own. */
export function Recommendations({
  recommendations,
  sampleMentors,
  canRequest,
  hasVeteranProfile,
}: RecommendationsProps) {
  const headingId = useId();
  const samplesId = useId();
  const [profile, setProfile] = useState<Mentor | null>(null);
  const [requesting, setRequesting] = useState<Mentor | null>(null);
  const cards = (items: readonly Recommendation[], requestable: boolean) =>
    items.map((recommendation) => (
      <Box key={recommendation.mentor.id} component="li">
        <MentorCard
          recommendation={recommendation}
          canRequest={requestable}
          onRequest={setRequesting}
          onViewProfile={setProfile}
        />
      </Box>
    ));
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
      {recommendations.length === 0 ? (
        <Typography>{RECOMMENDATION_TEXTS.none}</Typography>
      ) : (
        <Box component="ul" aria-label="Recommended mentors" sx={grid}>
          {cards(recommendations, canRequest)}
        </Box>
      )}
      {sampleMentors.length > 0 && (
        <Stack
          component="section"
          aria-labelledby={samplesId}
          spacing={1.5}
          sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography id={samplesId} component="h3" variant="h6">
            {RECOMMENDATION_TEXTS.samplesHeading}
          </Typography>
          <Typography variant="body2">{RECOMMENDATION_TEXTS.samplesNote}</Typography>
          <Box component="ul" aria-label="Sample mentors" sx={grid}>
            {cards(sampleMentors, false)}
          </Box>
        </Stack>
      )}
      <MentorProfileDialog mentor={profile} onClose={() => setProfile(null)} />
      <RequestDialog mentor={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}
