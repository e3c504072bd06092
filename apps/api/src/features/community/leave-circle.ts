import type { Circle } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { circleAccess } from './circle-access';
import { announce, type CommunityDeps } from './community-context';
import { getCircle } from './get-circle';

/** Leave a circle or withdraw a request; an appointed moderator stays its moderator. */
export async function leaveCircle(deps: CommunityDeps, actor: Actor, circleId: string): Promise<Circle> {
  const { membership } = await circleAccess(deps, actor, circleId);
  if (membership) {
    await deps.transaction(async (scope) => {
      if (membership.role === 'moderator')
        await scope.community.setStatus(circleId, actor.id, 'none', deps.now());
      else await scope.community.removeMembership(circleId, actor.id);
    });
    await announce(deps, { circleId, change: 'membership' });
  }
  return getCircle(deps, actor, circleId);
}
