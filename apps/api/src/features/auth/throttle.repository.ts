import { eq, like, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { authThrottle } from '../../db/auth.schema';
import type { ThrottleRule, ThrottleVerdict } from './throttle';

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

/** The `auth_throttle` counters, shared by every API instance (decision 009, "Throttling"). */
export function createThrottleRepository(db: AppDatabase) {
  return {
    /**
     * Counts one attempt and says whether it may proceed. One statement (insert or update, returning the count),
     * so concurrent attempts on any number of instances cannot all slip under the limit.
     */
    async consume(rule: ThrottleRule, subject: string, now = new Date()): Promise<ThrottleVerdict> {
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
      const [row] = await db
        .insert(authThrottle)
        .values({ key: keyOf(rule, subject), hits: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${authThrottle.resetAt} <= ${nowSql} then 1 else ${authThrottle.hits} + 1 end`,
            resetAt: sql`case when ${authThrottle.resetAt} <= ${nowSql} then ${windowEnd.toISOString()}::timestamptz else ${authThrottle.resetAt} end`,
          },
        })
        .returning({ hits: authThrottle.hits, resetAt: authThrottle.resetAt });
      if (!row || row.hits <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
      };
    },

    /** Takes back one counted attempt (a sign-in that succeeded should not count against its IP). */
    async refund(rule: ThrottleRule, subject: string): Promise<void> {
      await db
        .update(authThrottle)
        .set({ hits: sql`greatest(${authThrottle.hits} - 1, 0)` })
        .where(eq(authThrottle.key, keyOf(rule, subject)));
    },

    async clear(rule: ThrottleRule, subject: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
    },

    /** Deletes windows that ended; answers how many. */
    async removeEnded(now: Date): Promise<number> {
      const ended = await db
        .delete(authThrottle)
        .where(lte(authThrottle.resetAt, now))
        .returning({ key: authThrottle.key });
      return ended.length;
    },

    /** Deletes every counter of one subject (an account's hashed address), whatever its rule. */
    async removeSubject(subject: string): Promise<void> {
      await db.delete(authThrottle).where(like(authThrottle.key, `%:${subject}`));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
