import type { Circle, CircleList } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import { suggestCircles } from './circle-suggestions';
import type { CommunityDeps } from './community-context';
import { toCircle } from './community-mapping';

/** Every circle, with the actor's membership and view of each. */
export async function listCircles({ repository }: CommunityDeps, actor: Actor): Promise<Circle[]> {
  const [rows, memberships] = await Promise.all([repository.listCircles(), repository.memberships(actor.id)]);
  const byCircle = new Map(memberships.map((row) => [row.circleId, row]));
  return rows.map((row) => toCircle(row, byCircle.get(row.id), actor));
}

/**
 * Every circle, and the circle that fits each of the actor's target careers (read through `app.careerTargets`):
 * the community page suggests it with the reason.
 */
export async function listCircleDirectory(deps: CommunityDeps, actor: Actor): Promise<CircleList> {
  const [circles, { targets }] = await Promise.all([
    listCircles(deps, actor),
    deps.targets.forUser(actor.id),
  ]);
  return { circles, suggestions: suggestCircles(circles, targets) };
}
