import type { Actor } from '../../lib/actor';
import { visiblePost } from './circle-access';
import { announce, forbidden, type CommunityDeps } from './community-context';
import { tellReporters } from './community-notices';

/** Hides the post for everyone (moderators); the row stays for the audit trail, and its reporters are told. */
export async function deletePost(deps: CommunityDeps, actor: Actor, postId: string): Promise<void> {
  const { post, view, circle } = await visiblePost(deps, actor, postId);
  if (view === 'member') throw forbidden();
  await deps.transaction(async (scope) => {
    const reporters = await scope.community.hidePost(postId, actor.id, deps.now());
    await scope.audit.record({
      action: 'community.post_deleted',
      actorUserId: actor.id,
      subject: postId,
      details: { circleId: post.circleId, authorId: post.authorId },
    });
    await tellReporters(deps, scope.tx, reporters, actor, circle, 'removed');
  });
  await announce(deps, { circleId: post.circleId, change: 'delete' });
}
