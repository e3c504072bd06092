import type { Circle } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { circleAccess } from './circle-access';
import { announce, type CommunityDeps } from './community-context';
import { getCircle } from './get-circle';

/** Join a public circle at once; ask to join an invite-only one. Idempotent. */
export async function joinCircle(deps: CommunityDeps, actor: Actor, circleId: string): Promise<Circle> {
  const { circle, membership } = await circleAccess(deps, actor, circleId);
  if (membership?.status !== 'joined' && membership?.status !== 'pending') {
    await deps.transaction(async (scope) => {
      const status = circle.access === 'public' ? 'joined' : 'pending';
      await scope.community.setStatus(circleId, actor.id, status, deps.now());
    });
    await announce(deps, { circleId, change: 'membership' });
  }
  return getCircle(deps, actor, circleId);
}
