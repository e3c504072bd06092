import { AUTH_MESSAGES, newPasswordProblem, type PasswordContext } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { isBreachedPassword } from './breached-passwords';

/**
 * The server's word on a new password, after the shared schema's: not in the breached list, and not built from
 * the account's own name or address (the shared rules, here with the account the server knows: at a reset the
 * link's, at a change the signed-in user's). A 400 on the field the form shows it under.
 */
export function assertNewPasswordAllowed(
  password: string,
  field: 'password' | 'newPassword',
  account: PasswordContext = {},
): void {
  const problem = isBreachedPassword(password)
    ? AUTH_MESSAGES.passwordBreached
    : newPasswordProblem(password, account);
  if (problem) throw new AppError('VALIDATION', problem, { [field]: problem });
}
