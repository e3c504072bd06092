import { COMMUNITY_MESSAGES, type ReportCreate } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { visiblePost } from './circle-access';
import type { CommunityDeps } from './community-context';

/** Reports a post to the circle's moderators: its members may, and so may its moderators. */
export async function reportPost(
  deps: CommunityDeps,
  actor: Actor,
  postId: string,
  input: ReportCreate,
): Promise<void> {
  const { joined, view } = await visiblePost(deps, actor, postId);
  if (!joined && view === 'member') throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notMember);
  await deps.repository.createReport({ postId, reporterId: actor.id, reason: input.reason });
}
