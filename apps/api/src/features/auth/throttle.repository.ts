import { eq, like, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { authThrottle } from '../../db/auth.schema';
import { countHit } from '../../lib/window-counter';
import { backoffDelaySeconds, type BackoffRule, type ThrottleRule, type ThrottleVerdict } from './throttle';

const keyOf = (rule: { name: string }, subject: string) => `${rule.name}:${subject}`;

export type BackoffVerdict =
  { counted: true; failures: number } | { counted: false; retryAfterSeconds: number };

/** The `auth_throttle` counters, shared by every API instance (decision 009, "Throttling"). */
export function createThrottleRepository(db: AppDatabase) {
  return {
    /**
     * Counts one attempt and says whether it may proceed. One statement (insert or update, returning the count),
     * so concurrent attempts on any number of instances cannot all slip under the limit.
     */
    async consume(rule: ThrottleRule, subject: string, now: Date): Promise<ThrottleVerdict> {
      const row = await countHit(db, keyOf(rule, subject), rule.windowSeconds, now);
      if (row.hits <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
      };
    },

    /**
     * Counts one attempt against an account's back-off, in one statement, so parallel attempts cannot all slip
     * through. With `waitFirst` (a client that has been failing) it counts only once the account's wait is over;
     * otherwise always. Answers the failures so far, this attempt included, or the seconds left to wait.
     */
    async countBackoff(
      rule: BackoffRule,
      subject: string,
      waitFirst: boolean,
      now: Date,
    ): Promise<BackoffVerdict> {
      const key = keyOf(rule, subject);
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const memoryEnd = new Date(now.getTime() + rule.memorySeconds * 1000);
      const forgotten = sql`${authThrottle.resetAt} <= ${nowSql}`;
      // `reset_at` is the last failure plus the memory; the wait after n failures is 2^(n - free) s, capped.
      const free = sql.raw(String(rule.freeFailures));
      const lastFailure = sql`${authThrottle.resetAt} - interval '${sql.raw(String(rule.memorySeconds))} seconds'`;
      const wait = sql`least(power(2, least(${authThrottle.hits} - ${free}, 30)), ${sql.raw(String(rule.maxDelaySeconds))})`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, hits: 1, resetAt: memoryEnd })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${forgotten} then 1 else ${authThrottle.hits} + 1 end`,
            resetAt: memoryEnd,
          },
          ...(waitFirst && {
            setWhere: sql`${forgotten} or ${authThrottle.hits} < ${free} or ${lastFailure} + ${wait} * interval '1 second' <= ${nowSql}`,
          }),
        })
        .returning({ hits: authThrottle.hits });
      if (row) return { counted: true, failures: row.hits };
      const [current] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
      const last = (current?.resetAt.getTime() ?? now.getTime()) - rule.memorySeconds * 1000;
      const waitEnd = last + backoffDelaySeconds(rule, current?.hits ?? 0) * 1000;
      return { counted: false, retryAfterSeconds: Math.max(1, Math.ceil((waitEnd - now.getTime()) / 1000)) };
    },

    /** Takes back one counted attempt (a sign-in that succeeded should not count against its IP). */
    async refund(rule: ThrottleRule, subject: string): Promise<void> {
      await db
        .update(authThrottle)
        .set({ hits: sql`greatest(${authThrottle.hits} - 1, 0)` })
        .where(eq(authThrottle.key, keyOf(rule, subject)));
    },

    async clear(rule: { name: string }, subject: string): Promise<void> {
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
