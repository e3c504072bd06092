import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNITY_MESSAGES, type Circle } from '@waypoint/shared/community/community';
import { AppointModeratorForm } from './appoint-moderator-form';
import { CircleFacts } from './circle-facts';
import { CirclePosts } from './circle-posts';
import { MembershipButton } from './membership-button';
import { ModerationPanel } from './moderation-panel';
import { PostForm } from './post-form';

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
      {moderates && <ModerationPanel circleId={circle.id} />}
      {circle.view === 'admin' && <AppointModeratorForm circleId={circle.id} />}
    </Stack>
  );
}
