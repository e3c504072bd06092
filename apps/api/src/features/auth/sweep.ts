import type { FastifyBaseLogger } from 'fastify';
import type { SessionPolicy } from '../../lib/sessions/session-policy';
import type { SessionsRepository } from '../../lib/sessions/sessions.repository';
import type { ThrottleRepository } from './throttle.repository';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

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

/**
 * Sweeps once an hour on this instance until the returned function is called. A timer per instance is enough
 * because the sweep is idempotent; it becomes a scheduled job (lib/jobs) once the job engine exists.
 */
export function scheduleSweep(sweep: () => Promise<unknown>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'sweeping expired sessions failed'));
  }, SWEEP_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
