import { ACCOUNT_DATA_MESSAGES } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuthDeps } from './auth-context';
import type { ClientRequest } from './auth-proxy';
import { verifyPassword } from './password-hashing';
import { beginPasswordAttempt, passwordAttemptFailed, passwordAttemptSucceeded } from './sign-in-attempts';

/**
 * The signed-in user types their password again before something that cannot be undone (deleting the account):
 * a session left open on a shared computer is not enough. Wrong passwords count as sign-in attempts do (the
 * per-account back-off, decision 016), so a stolen token cannot be used to guess the password.
 */
export async function confirmPassword(
  deps: AuthDeps,
  client: ClientRequest,
  user: Actor,
  password: string,
): Promise<void> {
  const attempt = await beginPasswordAttempt(deps, user.email, client.ip);
  const hash = await deps.users.passwordHashOf(user.id);
  if (!hash || !(await verifyPassword({ hash, password }))) {
    await deps.audit.record({
      action: 'auth.password_confirmation_failed',
      actorUserId: user.id,
      subject: user.id,
      ip: client.ip,
    });
    await passwordAttemptFailed(deps, attempt, { email: user.email });
    throw new AppError('VALIDATION', ACCOUNT_DATA_MESSAGES.passwordIncorrect, {
      password: ACCOUNT_DATA_MESSAGES.passwordIncorrect,
    });
  }
  await passwordAttemptSucceeded(deps, attempt);
}
