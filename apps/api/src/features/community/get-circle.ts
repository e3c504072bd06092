import type { Circle } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { circleAccess } from './circle-access';
import type { CommunityDeps } from './community-context';
import { toCircle } from './community-mapping';

/** One circle as the actor sees it; 404 for an unknown id. */
export async function getCircle(deps: CommunityDeps, actor: Actor, circleId: string): Promise<Circle> {
  const { circle, membership } = await circleAccess(deps, actor, circleId);
  return toCircle(circle, membership, actor);
}
