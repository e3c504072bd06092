import { AUTH_MESSAGES, type AuthSession, type SignInRequestData } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { askAuth, sessionFrom, type AuthDeps } from './auth-context';
import { emailFingerprint } from './auth-audit';
import { toAppError } from './auth-errors';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { beginPasswordAttempt, passwordAttemptFailed, passwordAttemptSucceeded } from './sign-in-attempts';

// A malformed address cannot belong to an account: same answer as a wrong password.
const WRONG_CREDENTIALS = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL', 'INVALID_PASSWORD']);

/**
 * Password sign-in. Every attempt is counted before the password is checked (sign-in-attempts.ts: the client's
 * limits, the account's back-off); a correct password clears the account's count and takes back the client's
 * hits. Failures answer alike whether or not the account exists.
 */
export async function signIn(
  deps: AuthDeps,
  client: ClientRequest,
  input: SignInRequestData,
): Promise<AuthSession> {
  const known = await deps.users.findByEmail(input.email);
  const failure = (reason: string) =>
    deps.audit.record({
      action: 'auth.sign_in_failed',
      subject: known?.id,
      ip: client.ip,
      details: { reason, emailFingerprint: emailFingerprint(input.email) },
    });

  let attempt;
  try {
    attempt = await beginPasswordAttempt(deps, input.email, client.ip);
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
    await passwordAttemptSucceeded(deps, attempt);
  }
  if (answer.status < 300) {
    const session = sessionFrom(answer);
    await deps.audit.record({
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
    await passwordAttemptFailed(deps, attempt, known);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  throw toAppError(answer);
}
