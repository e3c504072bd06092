import type { Circle, CircleCreate } from '@waypoint/shared/community/community';
import { hasRole, type Actor } from '../../lib/actor';
import { forbidden, type CommunityDeps } from './community-context';
import { toCircle } from './community-mapping';

/** A new circle (admins), recorded in the audit trail. */
export async function createCircle(
  { transaction }: CommunityDeps,
  actor: Actor,
  input: CircleCreate,
): Promise<Circle> {
  if (!hasRole(actor, 'admin')) throw forbidden();
  const created = await transaction(async ({ community, audit }) => {
    const row = await community.createCircle({ ...input, createdBy: actor.id });
    await audit.record({ action: 'community.circle_created', actorUserId: actor.id, subject: row.id });
    return row;
  });
  return toCircle({ ...created, joinedCount: 0 }, undefined, actor);
}
