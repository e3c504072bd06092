import type { Circle } from '@waypoint/shared/community/community';
import type { Actor } from '../../lib/actor';
import type { CommunityDeps } from './community-context';
import { toCircle } from './community-mapping';

/** Every circle, with the actor's membership and view of each. */
export async function listCircles({ repository }: CommunityDeps, actor: Actor): Promise<Circle[]> {
  const [rows, memberships] = await Promise.all([repository.listCircles(), repository.memberships(actor.id)]);
  const byCircle = new Map(memberships.map((row) => [row.circleId, row]));
  return rows.map((row) => toCircle(row, byCircle.get(row.id), actor));
}
