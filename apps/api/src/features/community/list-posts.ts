import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type PostPage } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { canRead, circleAccess } from './circle-access';
import { postNotFound, type CommunityDeps } from './community-context';
import { toPost } from './community-mapping';

/** A page of the circle's posts: the pinned ones on the first page, then newest first, older than `before`. */
export async function listPosts(
  deps: CommunityDeps,
  actor: Actor,
  circleId: string,
  before?: string,
): Promise<PostPage> {
  const { repository } = deps;
  const context = await circleAccess(deps, actor, circleId);
  if (!canRead(context)) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMemberToRead);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    const previous = await repository.post(before);
    if (!previous || previous.circleId !== circleId) throw postNotFound();
    cursor = { createdAt: previous.createdAt, id: previous.id };
  }
  const limit = COMMUNITY_LIMITS.pageSize;
  const [pinned, rows] = await Promise.all([
    cursor ? Promise.resolve([]) : repository.pinnedPosts(circleId),
    repository.postPage(circleId, limit, cursor),
  ]);
  const page = rows.slice(0, limit);
  return {
    pinned: pinned.map((row) => toPost(row, actor)),
    posts: page.map((row) => toPost(row, actor)),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
