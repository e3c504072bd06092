import { AUTH_MESSAGES, type PasswordResetData, type PasswordResetRequestData } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { askAuth, askAuthOrThrow, type AuthDeps } from './auth-context';
import { emailFingerprint } from './auth-audit';
import { toAppError } from './auth-errors';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { assertNewPasswordAllowed } from './new-password';
import { accountKey, THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';

export const RESET_COMPLETE_PATH = '/reset-password/complete';

/**
 * E-mails a single-use link to /reset-password/complete, valid 30 minutes; it voids the account's older links,
 * so only the newest e-mail works. The answer (and the throttling) is the same whether or not the address has an
 * account; the e-mail goes out after the answer.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  client: ClientRequest,
  input: PasswordResetRequestData,
): Promise<{ status: true; message: string }> {
  await guard(deps, [
    [THROTTLE_RULES.resetAddress, accountKey(input.email)],
    [THROTTLE_RULES.resetIp, client.ip],
  ]);
  await askAuthOrThrow(deps, client, {
    method: 'POST',
    path: '/request-password-reset',
    anonymous: true,
    body: { email: input.email, redirectTo: RESET_COMPLETE_PATH },
  });
  const user = await deps.users.findByEmail(input.email);
  if (user) await deps.resetTokens.removeAllButNewestFor(user.id);
  await deps.audit.record({
    action: 'auth.password_reset_requested',
    subject: user?.id,
    ip: client.ip,
    details: { emailFingerprint: emailFingerprint(input.email) },
  });
  return { status: true, message: AUTH_MESSAGES.resetRequested };
}

// Expired, used, or never issued: the same explanation, so the page can offer a new link.
const DEAD_LINK = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']);

/**
 * Sets the new password from a reset link and signs the account out everywhere (better-auth deletes its
 * sessions); the account's other reset links end with it (the auth service's `onPasswordReset`).
 */
export async function resetPassword(
  deps: AuthDeps,
  client: ClientRequest,
  input: PasswordResetData,
): Promise<{ status: true }> {
  // A dead or made-up token names no account: better-auth answers that below, whatever the password.
  const account = await deps.resetTokens.findAccount(input.token, deps.now());
  assertNewPasswordAllowed(input.newPassword, 'newPassword', account);
  const answer = await askAuth(deps, client, {
    method: 'POST',
    path: '/reset-password',
    anonymous: true,
    body: { token: input.token, newPassword: input.newPassword },
  });
  if (answer.status < 300) return { status: true };
  const code = authErrorCode(answer);
  if (answer.status < 500 && code && DEAD_LINK.has(code)) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid);
  }
  throw toAppError(answer);
}
