import { sql } from 'drizzle-orm';
import { authThrottle } from '../db/auth.schema';
import type { AppDatabase } from '../db/database';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds`, in the `auth_throttle` table every API
 * instance shares. One statement (insert or update, returning the count), so concurrent hits on any number of
 * instances cannot all slip under a limit; a window that has ended starts again at 1.
 */
export async function countHit(
  db: AppDatabase,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<WindowCount> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(authThrottle)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${authThrottle.resetAt} <= ${nowSql} then 1 else ${authThrottle.hits} + 1 end`,
        resetAt: sql`case when ${authThrottle.resetAt} <= ${nowSql} then ${windowEnd.toISOString()}::timestamptz else ${authThrottle.resetAt} end`,
      },
    })
    .returning({ hits: authThrottle.hits, resetAt: authThrottle.resetAt });
  return row ?? { hits: 1, resetAt: windowEnd };
}
