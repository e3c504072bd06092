import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { authThrottle } from '../../db/auth.schema';

export interface ThrottleRule {
  /** Prefix of the counter's key, e.g. `sign-in:account`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed windows. Sign-in counts failures (a success refunds its IP hit and clears the account's count); the
 * others count requests. Account counters are keyed by a hash of the normalised address, whether or not an
 * account exists, so a 429 says nothing about existence. Sign-up is generous per IP so that an office or a
 * test run behind one address is not locked out.
 */
export const THROTTLE_RULES = {
  signInAccount: { name: 'sign-in:account', max: 10, windowSeconds: 15 * 60 },
  signInIp: { name: 'sign-in:ip', max: 50, windowSeconds: 15 * 60 },
  signUpIp: { name: 'sign-up:ip', max: 100, windowSeconds: 60 * 60 },
  resetAddress: { name: 'reset:account', max: 5, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', max: 20, windowSeconds: 60 * 60 },
  verificationAddress: { name: 'verify:account', max: 5, windowSeconds: 60 * 60 },
  verificationIp: { name: 'verify:ip', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** A stable, non-reversible-at-a-glance key for an address; the table never holds the address itself. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

function keyOf(rule: ThrottleRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/**
 * Counts one attempt and says whether it may proceed. One statement (insert or update, returning the count),
 * so concurrent attempts on any number of instances cannot all slip under the limit.
 */
export async function consume(
  db: AppDatabase,
  rule: ThrottleRule,
  subject: string,
  now = new Date(),
): Promise<ThrottleVerdict> {
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
}

/** Takes back one counted attempt (a sign-in that succeeded should not count against its IP). */
export async function refund(db: AppDatabase, rule: ThrottleRule, subject: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ hits: sql`greatest(${authThrottle.hits} - 1, 0)` })
    .where(eq(authThrottle.key, keyOf(rule, subject)));
}

export async function clear(db: AppDatabase, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
}

/** Whole minutes, rounded up, for the "Try again in N minutes" messages. */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
