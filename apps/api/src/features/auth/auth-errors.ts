import { AUTH_MESSAGES } from '@waypoint/shared';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { authErrorCode, type AuthAnswer } from './auth-proxy';

/** better-auth codes whose meaning the web must show in our words. */
const KNOWN: Record<string, () => AppError> = {
  EMAIL_NOT_VERIFIED: () => new AppError('FORBIDDEN', AUTH_MESSAGES.emailNotVerified),
  INVALID_EMAIL: () =>
    new AppError('VALIDATION', AUTH_MESSAGES.emailInvalid, { email: AUTH_MESSAGES.emailInvalid }),
  USER_ALREADY_EXISTS: () =>
    new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken }),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () =>
    new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken }),
  PASSWORD_TOO_SHORT: () =>
    new AppError('VALIDATION', AUTH_MESSAGES.passwordTooShort, { password: AUTH_MESSAGES.passwordTooShort }),
  PASSWORD_TOO_LONG: () =>
    new AppError('VALIDATION', AUTH_MESSAGES.passwordTooLong, { password: AUTH_MESSAGES.passwordTooLong }),
  INVALID_ORIGIN: () => untrustedPage(),
  MISSING_OR_NULL_ORIGIN: () => untrustedPage(),
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: () => untrustedPage(),
  INVALID_CALLBACK_URL: () => new AppError('BAD_REQUEST', 'The address to return to is not on this site.'),
  INVALID_REDIRECT_URL: () => new AppError('BAD_REQUEST', 'The address to return to is not on this site.'),
  SESSION_NOT_FRESH: () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired),
};

const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

function untrustedPage(): AppError {
  return new AppError(
    'FORBIDDEN',
    'This request did not come from a Waypoint page. Reload the page and try again.',
  );
}

/**
 * Our error for a failed better-auth answer, so the web reads `{ status, message, code }` as from every other
 * route. A 5xx (its database down, a bug) becomes the spec's "service unavailable" text; the cause is logged
 * by the caller, never shown.
 */
export function toAppError(answer: AuthAnswer): AppError {
  const code = authErrorCode(answer);
  const known = code ? KNOWN[code] : undefined;
  if (known) return known();
  if (answer.status >= 500 || !BY_STATUS[answer.status]) {
    return new AppError('UNAVAILABLE', AUTH_MESSAGES.serviceUnavailable);
  }
  if (answer.status === 401) return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
  const message = (answer.body as { message?: unknown } | null)?.message;
  return new AppError(
    BY_STATUS[answer.status] ?? 'BAD_REQUEST',
    typeof message === 'string' && message ? message : 'The request could not be completed.',
  );
}

/** A 429 from our throttle; the app's error handler sends its Retry-After header with the body. */
export class ThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, undefined, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
