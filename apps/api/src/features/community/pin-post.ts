import type { Post } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { visiblePost } from './circle-access';
import { announce, forbidden, type CommunityDeps } from './community-context';
import { toPost } from './community-mapping';

/** Pins a post to the top of its circle, or unpins it (moderators). */
export async function pinPost(
  deps: CommunityDeps,
  actor: Actor,
  postId: string,
  pinned: boolean,
): Promise<Post> {
  const { post, view } = await visiblePost(deps, actor, postId);
  if (view === 'member') throw forbidden();
  await deps.transaction(async (scope) => {
    await scope.community.setPinned(postId, pinned);
    await scope.audit.record({
      action: pinned ? 'community.post_pinned' : 'community.post_unpinned',
      actorUserId: actor.id,
      subject: postId,
    });
  });
  await announce(deps, { circleId: post.circleId, change: 'pin' });
  return toPost({ ...post, pinned }, actor);
}
