import { ACCOUNT_DATA_MESSAGES, tooManySignInAttemptsMessage } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuthDeps } from './auth-context';
import type { ClientRequest } from './auth-proxy';
import { verifyPassword } from './password-hashing';
import { accountKey, THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';

/**
 * The signed-in user types their password again before something that cannot be undone (deleting the account):
 * a session left open on a shared computer is not enough. Wrong passwords count against the same per-account
 * limit as sign-in, so a stolen token cannot be used to guess the password.
 */
export async function confirmPassword(
  deps: AuthDeps,
  client: ClientRequest,
  user: Actor,
  password: string,
): Promise<void> {
  const account = accountKey(user.email);
  await guard(deps.throttle, [[THROTTLE_RULES.signInAccount, account]], tooManySignInAttemptsMessage);
  const hash = await deps.users.passwordHashOf(user.id);
  if (!hash || !(await verifyPassword({ hash, password }))) {
    await deps.audit.record({
      action: 'auth.password_confirmation_failed',
      actorUserId: user.id,
      subject: user.id,
      ip: client.ip,
    });
    throw new AppError('VALIDATION', ACCOUNT_DATA_MESSAGES.passwordIncorrect, {
      password: ACCOUNT_DATA_MESSAGES.passwordIncorrect,
    });
  }
  await deps.throttle.clear(THROTTLE_RULES.signInAccount, account);
}
