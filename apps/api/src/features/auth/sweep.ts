import type { SessionPolicy } from '../../lib/sessions/session-policy';
import type { SessionsRepository } from '../../lib/sessions/sessions.repository';
import type { ThrottleRepository } from './throttle.repository';

/** The task that runs the sweep, hourly (UTC), once across all instances. */
export const SWEEP_TASK = 'auth.sweep-expired-sessions';
export const SWEEP_SCHEDULE = '17 * * * *';

/**
 * Deletes sessions past their idle or absolute end (a token nobody presents again would otherwise stay
 * forever) and throttle windows that ended. Idempotent, so every instance may run it. Sessions are timed on the
 * system clock (better-auth stamps them, and a request's session check reads it), throttle windows on the app's.
 */
export async function sweepExpiredAuthRows(
  repositories: { sessions: SessionsRepository; throttle: ThrottleRepository },
  policy: SessionPolicy,
  now: { sessions: Date; throttle: Date },
): Promise<{ sessions: number; throttle: number }> {
  return {
    sessions: await repositories.sessions.removeExpired(policy, now.sessions),
    throttle: await repositories.throttle.removeEnded(now.throttle),
  };
}
