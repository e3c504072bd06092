import { MENTORSHIP_LIMITS } from '@waypoint/shared';
import { publishChanged, TOPICS, type MentorshipDeps } from './mentorship-context';

/** Expires one request if it is still pending and due; safe to run twice (the task engine may). */
export async function expireRequest(deps: MentorshipDeps, requestId: string): Promise<boolean> {
  const { repository, transaction, notifier, now } = deps;
  const found = await repository.request(requestId);
  if (!found || found.status !== 'pending' || found.expiresAt > now()) return false;
  return transaction(async ({ mentorship, tx }) => {
    if (!(await mentorship.closeRequest(found.id, 'expired', now()))) return false;
    await notifier.notify(
      { id: found.menteeId },
      TOPICS.requestExpired,
      {
        title: 'Your mentor request expired',
        body: `${found.mentorName} did not answer within ${MENTORSHIP_LIMITS.requestExpiryDays} days. You can ask another mentor.`,
        link: '/mentorship',
      },
      { transaction: tx },
    );
    await publishChanged(deps, found.menteeId, tx);
    return true;
  });
}

/** Expires every due request (the hourly sweep, in case a request's own task was lost). */
export async function expireDueRequests(deps: MentorshipDeps): Promise<number> {
  let expired = 0;
  for (const id of await deps.repository.dueRequestIds(deps.now())) {
    if (await expireRequest(deps, id)) expired += 1;
  }
  return expired;
}
