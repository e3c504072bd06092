import { emailFingerprint } from '../../lib/email-fingerprint';

export interface ThrottleRule {
  /** Prefix of the counter's key, e.g. `sign-in:account`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed windows. The per-IP sign-in counters count failures (a success refunds its hit); the others count
 * requests. Account counters are keyed by a hash of the normalised address, whether or not an account exists,
 * so a 429 says nothing about existence. Sign-up is generous per IP so that an office or a test run behind one
 * address is not locked out. `signInClient` is a client's standing: after that many failed sign-ins in a day
 * (any account), an address "has been failing" and meets the accounts' back-off (decision 016).
 */
export const THROTTLE_RULES = {
  signInIp: { name: 'sign-in:ip', max: 50, windowSeconds: 15 * 60 },
  signInClient: { name: 'sign-in:client', max: 3, windowSeconds: 24 * 60 * 60 },
  signUpIp: { name: 'sign-up:ip', max: 100, windowSeconds: 60 * 60 },
  resetAddress: { name: 'reset:account', max: 5, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', max: 20, windowSeconds: 60 * 60 },
  verificationAddress: { name: 'verify:account', max: 5, windowSeconds: 60 * 60 },
  verificationIp: { name: 'verify:ip', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Exponential back-off per account instead of a lockout: the first `freeFailures` failures cost nothing, then
 * each one doubles the wait before the next attempt (1 s, 2 s, 4 s, … up to `maxDelaySeconds`). The count is
 * forgotten `memorySeconds` after the last failure, or at once when the right password arrives. Only clients
 * that have been failing wait (`signInClient`): the owner signing in from where they always do is not locked
 * out by someone guessing elsewhere.
 */
export interface BackoffRule {
  name: string;
  freeFailures: number;
  maxDelaySeconds: number;
  memorySeconds: number;
}

export const SIGN_IN_BACKOFF = {
  name: 'sign-in:account',
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
} as const satisfies BackoffRule;

/** Seconds to wait after `failures` failures before the next attempt counts. */
export function backoffDelaySeconds(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - rule.freeFailures, 30), rule.maxDelaySeconds);
}

export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * An address's counters are keyed by its fingerprint (lib/email-fingerprint.ts), the value the audit log records
 * for it too; the table never holds the address itself.
 */
export function accountKey(email: string): string {
  return emailFingerprint(email);
}

/** Whole minutes, rounded up, for the "Try again in N minutes" messages. */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
