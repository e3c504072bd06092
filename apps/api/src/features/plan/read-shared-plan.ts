import type { SharedPlan } from '@waypoint/shared/plan/plan-shares';
import { hashShareToken, isShareToken } from '../../lib/share-tokens';
import { linkUnavailable, ownerName, type PlanSharesDeps } from './plan-shares-context';

/**
 * The follower's read-only plan through a share link: unknown, forged, expired and revoked links all get the same
 * answer. Each read is counted and recorded with the address it came from.
 */
export async function readSharedPlan(deps: PlanSharesDeps, token: string, ip: string): Promise<SharedPlan> {
  if (!isShareToken(token)) throw linkUnavailable();
  const share = await deps.shares.findByTokenHash(hashShareToken(token));
  const at = deps.now();
  if (!share || share.revokedAt || share.expiresAt.getTime() <= at.getTime()) throw linkUnavailable();
  const [plan, sharedBy] = await Promise.all([deps.readPlan(share.userId), ownerName(deps, share.userId)]);
  await deps.transaction(async (scope) => {
    await scope.shares.countAccess(share.id, at);
    await scope.audit.record({
      action: 'plan.share_accessed',
      subject: share.id,
      ip,
      details: { recipientEmail: share.recipientEmail },
    });
  });
  return { sharedBy, expiresAt: share.expiresAt.toISOString(), plan };
}
