import { createHash } from 'node:crypto';

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

/** Whole minutes, rounded up, for the "Try again in N minutes" messages. */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
