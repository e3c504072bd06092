import { tooManyRequestsMessage } from '@waypoint/shared';
import { ThrottledError } from './auth-errors';
import { minutesUntil, type ThrottleRule } from './throttle';
import type { ThrottleRepository } from './throttle.repository';

/**
 * Counts the attempt under every rule (all counters move, whichever blocks) and throws a 429 when any limit is
 * passed, with the longest wait.
 */
export async function guard(
  { throttle, now }: { throttle: ThrottleRepository; now: () => Date },
  checks: readonly (readonly [ThrottleRule, string])[],
  message: (minutes: number) => string = tooManyRequestsMessage,
): Promise<void> {
  const at = now();
  const verdicts = await Promise.all(checks.map(([rule, subject]) => throttle.consume(rule, subject, at)));
  const wait = Math.max(
    0,
    ...verdicts.filter((verdict) => !verdict.allowed).map((verdict) => verdict.retryAfterSeconds),
  );
  if (wait > 0) throw new ThrottledError(message(minutesUntil(wait)), wait);
}
