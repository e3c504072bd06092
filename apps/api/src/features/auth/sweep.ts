import type { SessionPolicy } from '../../lib/sessions/session-policy';
import type { SessionsRepository } from '../../lib/sessions/sessions.repository';
import type { ThrottleRepository } from './throttle.repository';

/** The task that runs the sweep, hourly (UTC), once across all instances. */
export const SWEEP_TASK = 'auth.sweep-expired-sessions';
export const SWEEP_SCHEDULE = '17 * * * *';

/**
 * Deletes sessions past their idle or absolute end (a token nobody presents again would otherwise stay
 * forever) and throttle windows that ended. Idempotent, so every instance may run it.
 */
export async function sweepExpiredAuthRows(
  repositories: { sessions: SessionsRepository; throttle: ThrottleRepository },
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ sessions: number; throttle: number }> {
  return {
    sessions: await repositories.sessions.removeExpired(policy, now),
    throttle: await repositories.throttle.removeEnded(now),
  };
}
