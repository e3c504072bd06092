import type { ModerationQueue, Post } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { requireModerator } from './circle-access';
import type { CommunityDeps } from './community-context';
import { toPost } from './community-mapping';

/** The circle's moderation queue (moderators): requests to join, oldest first, and open reports with their posts. */
export async function getModerationQueue(
  deps: CommunityDeps,
  actor: Actor,
  circleId: string,
): Promise<ModerationQueue> {
  const { repository } = deps;
  await requireModerator(deps, actor, circleId);
  const [requests, reports] = await Promise.all([
    repository.pendingRequests(circleId),
    repository.openReports(circleId),
  ]);
  const posts = new Map<string, Post>();
  for (const report of reports) {
    if (posts.has(report.postId)) continue;
    const post = await repository.post(report.postId);
    if (post) posts.set(report.postId, toPost(post, actor));
  }
  return {
    requests: requests.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })),
    reports: reports.flatMap((row) => {
      const post = posts.get(row.postId);
      if (!post) return [];
      return [
        {
          id: row.id,
          post,
          reason: row.reason,
          reporterName: row.reporterName,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    }),
  };
}
