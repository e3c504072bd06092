import { lte, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/database';
import { authThrottle, sessions } from '../../db/auth.schema';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes sessions past their idle or absolute end (a token nobody presents again would otherwise stay
 * forever) and throttle windows that ended. Idempotent, so every instance may run it.
 */
export async function sweepExpiredAuthRows(
  db: AppDatabase,
  policy: Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>,
  now = new Date(),
): Promise<{ sessions: number; throttle: number }> {
  const idleSince = new Date(now.getTime() - policy.sessionIdleMinutes * 60_000);
  const createdBefore = new Date(now.getTime() - policy.sessionAbsoluteHours * 3_600_000);
  const deadSessions = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, now),
        lte(sessions.updatedAt, idleSince),
        lte(sessions.createdAt, createdBefore),
      ),
    )
    .returning({ id: sessions.id });
  const endedWindows = await db
    .delete(authThrottle)
    .where(lte(authThrottle.resetAt, now))
    .returning({ key: authThrottle.key });
  return { sessions: deadSessions.length, throttle: endedWindows.length };
}
