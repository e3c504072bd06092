import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type PostCreate,
  type PostCreated,
} from '@waypoint/shared/community/community';
import { mentionsSelfHarm } from '@waypoint/shared/wellness/care';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { circleAccess } from './circle-access';
import { announce, type CommunityDeps } from './community-context';
import { toPost } from './community-mapping';
import { NEW_POST_NOTICES_TASK } from './community-notices';

/**
 * A member's post, at most so many a window. A post that mentions self-harm is reported to the moderators by the
 * server and answered with the crisis resources; the members are told of the post by a task after it is stored.
 */
export async function createPost(
  deps: CommunityDeps,
  actor: Actor,
  circleId: string,
  input: PostCreate,
): Promise<PostCreated> {
  const { repository, transaction, taskQueue, now } = deps;
  const { joined } = await circleAccess(deps, actor, circleId);
  if (!joined) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMember);
  const windowStart = new Date(now().getTime() - COMMUNITY_LIMITS.rateWindowSeconds * 1000);
  if ((await repository.postsSince(actor.id, windowStart)) >= COMMUNITY_LIMITS.postsPerWindow) {
    throw new AppError('RATE_LIMITED', COMMUNITY_MESSAGES.rateLimited, undefined, {
      headers: { 'retry-after': String(COMMUNITY_LIMITS.rateWindowSeconds) },
    });
  }
  const selfHarm = mentionsSelfHarm(input.content);
  const postId = await transaction(async (scope) => {
    const id = await scope.community.createPost({
      circleId,
      authorId: actor.id,
      content: input.content,
      createdAt: now(),
    });
    if (selfHarm) {
      await scope.community.createReport({
        postId: id,
        reporterId: null,
        reason: COMMUNITY_MESSAGES.selfHarmFlag,
      });
    }
    await taskQueue.enqueue(NEW_POST_NOTICES_TASK, { postId: id }, { transaction: scope.tx, id });
    return id;
  });
  await announce(deps, { circleId, change: 'post' });
  const post = await repository.post(postId);
  return { post: toPost(post!, actor), showCrisisResources: selfHarm };
}
