import {
  AUTH_MESSAGES,
  type AuthSession,
  type PasswordChangeData,
  type PasswordContext,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { askAuth, sessionFrom, type AuthDeps } from './auth-context';
import { toAppError } from './auth-errors';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { assertNewPasswordAllowed } from './new-password';
import { beginPasswordAttempt, passwordAttemptFailed, passwordAttemptSucceeded } from './sign-in-attempts';

/**
 * Changes the password of the signed-in user, who must know the current one (guesses count like sign-in
 * attempts: sign-in-attempts.ts). By default every other session ends and a new token replaces this one.
 */
export async function changePassword(
  deps: AuthDeps,
  client: ClientRequest,
  user: Actor & PasswordContext,
  input: PasswordChangeData,
): Promise<AuthSession> {
  assertNewPasswordAllowed(input.newPassword, 'newPassword', user);
  const attempt = await beginPasswordAttempt(deps, user.email, client.ip);
  const revokeOtherSessions = input.revokeOtherSessions ?? true;
  const answer = await askAuth(deps, client, {
    method: 'POST',
    path: '/change-password',
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions },
  });
  if (answer.status >= 300) {
    if (authErrorCode(answer) === 'INVALID_PASSWORD') {
      await passwordAttemptFailed(deps, attempt, user);
      throw new AppError('VALIDATION', AUTH_MESSAGES.currentPasswordIncorrect, {
        currentPassword: AUTH_MESSAGES.currentPasswordIncorrect,
      });
    }
    throw toAppError(answer);
  }
  await passwordAttemptSucceeded(deps, attempt);
  // A reset link still in the mailbox must not undo the new password.
  await deps.resetTokens.removeAllFor(user.id);
  await deps.audit.record({
    action: 'auth.password_changed',
    actorUserId: user.id,
    subject: user.id,
    ip: client.ip,
    details: { otherSessionsRevoked: revokeOtherSessions },
  });
  return sessionFrom(answer);
}
