import { tooManySignInAttemptsMessage } from '@waypoint/shared';
import type { AuthDeps } from './auth-context';
import { repeatedSignInFailuresEmail } from './auth-emails';
import { ThrottledError } from './auth-errors';
import { accountKey, minutesUntil, SIGN_IN_BACKOFF, THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';

/** One password attempt on an account (sign-in, or the current password of a change), counted before the check. */
export interface PasswordAttempt {
  account: string;
  ip: string;
  /** Failures of the account so far, this attempt included. */
  failures: number;
}

/**
 * Counts an attempt before the password is checked (decision 016): the client's IP against its hard limit and
 * its day's standing, the account against its back-off. A client that has not been failing is never held up
 * by the account's back-off, so nobody can lock the owner out; one that has been failing waits its turn (429).
 */
export async function beginPasswordAttempt(
  deps: AuthDeps,
  email: string,
  ip: string,
): Promise<PasswordAttempt> {
  await guard(deps, [[THROTTLE_RULES.signInIp, ip]], tooManySignInAttemptsMessage);
  const standing = await deps.throttle.consume(THROTTLE_RULES.signInClient, ip, deps.now());
  const account = accountKey(email);
  const verdict = await deps.throttle.countBackoff(SIGN_IN_BACKOFF, account, !standing.allowed, deps.now());
  if (!verdict.counted) {
    throw new ThrottledError(
      tooManySignInAttemptsMessage(minutesUntil(verdict.retryAfterSeconds)),
      verdict.retryAfterSeconds,
    );
  }
  return { account, ip, failures: verdict.failures };
}

/** The password was right: these attempts were the owner's, so the account and the client start afresh. */
export async function passwordAttemptSucceeded(deps: AuthDeps, attempt: PasswordAttempt): Promise<void> {
  await deps.throttle.clear(SIGN_IN_BACKOFF, attempt.account);
  await deps.throttle.refund(THROTTLE_RULES.signInIp, attempt.ip);
  await deps.throttle.refund(THROTTLE_RULES.signInClient, attempt.ip);
}

/**
 * The password was wrong. When this failure starts the account's back-off, its owner hears of it by e-mail
 * (once per episode: the count starts again only after a day without failures or a successful sign-in),
 * queued on the task engine and sent after the answer, so the mail server's time never shows in the answer's.
 */
export async function passwordAttemptFailed(
  deps: AuthDeps,
  attempt: PasswordAttempt,
  owner: { email: string; firstName?: string | null } | undefined,
): Promise<void> {
  if (!owner || attempt.failures !== SIGN_IN_BACKOFF.freeFailures) return;
  await deps.queueMail(repeatedSignInFailuresEmail(owner));
}
