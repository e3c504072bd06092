import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Circle } from '@waypoint/shared/community/community';
import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community-limits';
import { CircleFacts } from './circle-facts';
import { CirclePosts } from './circle-posts';
import { MembershipButton } from './membership-button';
import { PostForm } from './post-form';

// Only moderators and admins see these: their code downloads for them alone.
const ModerationPanel = lazy(() =>
  import('./moderation-panel').then((module) => ({ default: module.ModerationPanel })),
);
const AppointModeratorForm = lazy(() =>
  import('./appoint-moderator-form').then((module) => ({ default: module.AppointModeratorForm })),
);

/**
 * A circle as its dialog and its own page show it: facts, membership, the post box for members, the posts, and
 * for moderators and admins (the view the server grants) the moderation queue.
 */
export function CircleView({ circle }: { circle: Circle }) {
  const joined = circle.membership === 'joined';
  const moderates = circle.view !== 'member';
  const readable = circle.access === 'public' || joined || moderates;
  return (
    <Stack spacing={2.5}>
      <Typography>{circle.description}</Typography>
      <CircleFacts circle={circle} />
      <MembershipButton circle={circle} />
      {joined ? (
        <PostForm circleId={circle.id} circleName={circle.name} />
      ) : (
        readable && <Typography color="text.secondary">Join this circle to post.</Typography>
      )}
      {readable ? (
        <CirclePosts circleId={circle.id} view={circle.view} canReport={joined || moderates} />
      ) : (
        <Typography color="text.secondary">{COMMUNITY_MESSAGES.notMemberToRead}</Typography>
      )}
      {moderates && (
        <Suspense fallback={<CircularProgress aria-label="Loading moderation" />}>
          <ModerationPanel circleId={circle.id} />
          {circle.view === 'admin' && <AppointModeratorForm circleId={circle.id} />}
        </Suspense>
      )}
    </Stack>
  );
}
