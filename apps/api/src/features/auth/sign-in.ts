import {
  AUTH_MESSAGES,
  tooManySignInAttemptsMessage,
  type AuthSession,
  type SignInRequestData,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { askAuth, sessionFrom, type AuthDeps } from './auth-context';
import { emailFingerprint, recordAuthEvent } from './auth-audit';
import { toAppError } from './auth-errors';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { accountKey, clear, refund, THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';
import { findUserByEmail } from './users.repository';

// A malformed address cannot belong to an account: same answer as a wrong password.
const WRONG_CREDENTIALS = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL', 'INVALID_PASSWORD']);

/**
 * Password sign-in. Every attempt is counted per account and per IP before the password is checked; a correct
 * password clears the account's count and takes back its IP hit. Failures answer alike whether or not the
 * account exists.
 */
export async function signIn(
  deps: AuthDeps,
  client: ClientRequest,
  input: SignInRequestData,
): Promise<AuthSession> {
  const account = accountKey(input.email);
  const known = await findUserByEmail(deps.db, input.email);
  const failure = (reason: string) =>
    recordAuthEvent(deps.db, {
      action: 'auth.sign_in_failed',
      subject: known?.id,
      ip: client.ip,
      details: { reason, emailFingerprint: emailFingerprint(input.email) },
    });

  try {
    await guard(
      deps.db,
      [
        [THROTTLE_RULES.signInAccount, account],
        [THROTTLE_RULES.signInIp, client.ip],
      ],
      tooManySignInAttemptsMessage,
    );
  } catch (error) {
    await failure('throttled');
    throw error;
  }

  const answer = await askAuth(deps, client, {
    method: 'POST',
    path: '/sign-in/email',
    anonymous: true,
    body: { email: input.email, password: input.password },
  });
  const code = authErrorCode(answer);
  if (answer.status < 300 || code === 'EMAIL_NOT_VERIFIED') {
    // The password was right: these attempts were the owner's.
    await clear(deps.db, THROTTLE_RULES.signInAccount, account);
    await refund(deps.db, THROTTLE_RULES.signInIp, client.ip);
  }
  if (answer.status < 300) {
    const session = sessionFrom(answer);
    await recordAuthEvent(deps.db, {
      action: 'auth.sign_in',
      actorUserId: session.user.id,
      subject: session.user.id,
      ip: client.ip,
      details: { method: 'password' },
    });
    return session;
  }
  if (code === 'EMAIL_NOT_VERIFIED') {
    await failure('email_not_verified');
    throw toAppError(answer);
  }
  if (answer.status < 500 && (answer.status === 401 || (code && WRONG_CREDENTIALS.has(code)))) {
    await failure('invalid_credentials');
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  throw toAppError(answer);
}
