import type { Actor } from '../../lib/actor';
import { shareNotFound, type PlanSharesDeps } from './plan-shares-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stops a share at once; another user's share, or none, is "not found" (nobody learns whose it is). */
export async function revokePlanShare(
  deps: PlanSharesDeps,
  actor: Actor,
  shareId: string,
  ip: string,
): Promise<void> {
  const share = UUID.test(shareId) ? await deps.shares.findById(shareId) : undefined;
  if (!share || share.userId !== actor.id) throw shareNotFound();
  await deps.transaction(async (scope) => {
    await scope.shares.revoke(share.id, deps.now());
    await scope.audit.record({
      action: 'plan.share_revoked',
      actorUserId: actor.id,
      subject: share.id,
      ip,
      details: { recipientEmail: share.recipientEmail },
    });
  });
}
