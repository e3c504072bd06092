import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community';
import { hasRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { circleAccess } from './circle-access';
import { forbidden, type CommunityDeps } from './community-context';

/** Appoints the account with this e-mail address as one of the circle's moderators (admins). */
export async function appointModerator(
  deps: CommunityDeps,
  actor: Actor,
  circleId: string,
  email: string,
): Promise<void> {
  if (!hasRole(actor, 'admin')) throw forbidden();
  await circleAccess(deps, actor, circleId);
  const user = await deps.repository.userByEmail(email);
  if (!user) {
    throw new AppError('VALIDATION', COMMUNITY_MESSAGES.userNotFound, {
      email: COMMUNITY_MESSAGES.userNotFound,
    });
  }
  await deps.transaction(async ({ community, audit }) => {
    await community.appointModerator(circleId, user.id);
    await audit.record({
      action: 'community.moderator_appointed',
      actorUserId: actor.id,
      subject: user.id,
      details: { circleId },
    });
  });
}
