import { COMMUNITY_MESSAGES, type AccessDecision } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireModerator } from './circle-access';
import { announce, excerpt, type CommunityDeps } from './community-context';
import { COMMUNITY_TOPICS } from './community-notices';

/** Approves or refuses a request to join an invite-only circle (moderators); the requester is told. */
export async function decideAccess(
  deps: CommunityDeps,
  actor: Actor,
  circleId: string,
  userId: string,
  decision: AccessDecision,
): Promise<void> {
  const { circle } = await requireModerator(deps, actor, circleId);
  if (userId === actor.id) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.ownRequest);
  const request = await deps.repository.membership(circleId, userId);
  if (request?.status !== 'pending') throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.requestNotFound);
  await deps.transaction(async (scope) => {
    if (decision.approve) await scope.community.setStatus(circleId, userId, 'joined', deps.now());
    else if (request.role === 'moderator')
      await scope.community.setStatus(circleId, userId, 'none', deps.now());
    else await scope.community.removeMembership(circleId, userId);
    await scope.audit.record({
      action: decision.approve ? 'community.access_approved' : 'community.access_refused',
      actorUserId: actor.id,
      subject: userId,
      details: { circleId },
    });
    await deps.notifier.notify(
      { id: userId },
      decision.approve ? COMMUNITY_TOPICS.accessApproved : COMMUNITY_TOPICS.accessRefused,
      decision.approve
        ? {
            title: excerpt(`You joined ${circle.name}`, 120),
            body: `A moderator approved your request to join ${circle.name}. You can read and post there now.`,
            link: `/community/${circleId}`,
          }
        : {
            title: excerpt(`Your request to join ${circle.name}`, 120),
            body: `A moderator did not approve your request to join ${circle.name} this time.`,
            link: '/community',
          },
      { transaction: scope.tx },
    );
  });
  await announce(deps, { circleId, change: 'membership' });
}
