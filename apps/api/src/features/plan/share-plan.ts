import {
  SHARED_PLAN_PATH,
  type PlanShareCreated,
  type PlanShareRequest,
} from '@waypoint/shared/plan/plan-shares';
import type { Actor } from '../../lib/actor';
import { newShareToken } from '../../lib/share-tokens';
import { ownerName, PLAN_SHARE_TOPIC, toPlanShare, type PlanSharesDeps } from './plan-shares-context';

/** The e-mail the follower gets; the link (with the token) is the only way in. */
export function planShareMessage(sender: string, expiresAt: Date, token: string) {
  // A notification's title holds at most 120 characters; names are the users' own.
  const sharedBy = sender.length > 60 ? `${sender.slice(0, 59)}…` : sender;
  const until = `${expiresAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return {
    title: `${sharedBy} shared their transition plan with you on Waypoint`,
    body:
      `${sharedBy} shared their transition plan with you: their target careers, the Career Readiness Standards ` +
      `and the dated steps to their first civilian job. You can read it without an account until ${until}, ` +
      'unless they stop sharing it sooner. Their budget is not shared.',
    link: `${SHARED_PLAN_PATH}?token=${token}`,
  };
}

/**
 * A token of 256 random bits; only its SHA-256 is stored. The link is e-mailed to the follower through the
 * notification service (sealed until sent, in the share's transaction) and shown to the veteran once.
 */
export async function sharePlan(
  deps: PlanSharesDeps,
  actor: Actor,
  request: PlanShareRequest,
  ip: string,
): Promise<PlanShareCreated> {
  const { token, ...link } = newShareToken(deps.now(), request.daysValid);
  const sharedBy = await ownerName(deps, actor.id);
  const share = await deps.transaction(async (scope) => {
    const inserted = await scope.shares.insert({
      userId: actor.id,
      recipientEmail: request.email.toLowerCase(),
      ...link,
    });
    await scope.audit.record({
      action: 'plan.share_created',
      actorUserId: actor.id,
      subject: inserted.id,
      ip,
      details: { recipientEmail: inserted.recipientEmail, daysValid: request.daysValid },
    });
    await deps.notifier.notifyAddress(
      { email: inserted.recipientEmail },
      PLAN_SHARE_TOPIC,
      planShareMessage(sharedBy, inserted.expiresAt, token),
      { transaction: scope.tx, sender: actor, linkExpiresAt: inserted.expiresAt },
    );
    return inserted;
  });
  return { share: toPlanShare(share), url: `${deps.publicUrl}${SHARED_PLAN_PATH}?token=${token}` };
}
