import { AUTH_MESSAGES, isUserRole, type AuthUser } from '@waypoint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail/mailer';
import type { SessionsRepository } from '../../lib/sessions/sessions.repository';
import type { AuthAudit } from './auth-audit';
import type { Auth } from './better-auth';
import { callAuth, type AuthAnswer, type AuthCall, type ClientRequest } from './auth-proxy';
import { toAppError } from './auth-errors';
import type { ResetTokensRepository } from './reset-tokens.repository';
import type { ThrottleRepository } from './throttle.repository';
import type { UsersRepository } from './users.repository';

/** What every auth flow works with; the auth service builds it once. */
export interface AuthDeps {
  auth: Auth;
  config: AppConfig;
  log: FastifyBaseLogger;
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: ThrottleRepository;
  resetTokens: ResetTokensRepository;
  audit: AuthAudit;
  /** The app's clock (`app.clock.now`): throttle windows, reset links and e-mail expiry. */
  now: () => Date;
  /**
   * Queues an e-mail on the task engine (auth-mail.ts): resolves once it is stored, and a worker sends it after
   * the answer, so the request never waits for the mail server and a crash loses nothing.
   */
  queueMail(message: MailMessage): Promise<void>;
}

/** Calls better-auth; a 5xx or a thrown error becomes 503 "service unavailable" with the cause in the log. */
export async function askAuth(deps: AuthDeps, client: ClientRequest, call: AuthCall): Promise<AuthAnswer> {
  let answer: AuthAnswer;
  try {
    answer = await callAuth(deps.auth, deps.config.publicUrl, client, call);
  } catch (error) {
    deps.log.error({ err: error, path: call.path }, 'better-auth failed');
    throw toAppError({ status: 500, body: null, location: null });
  }
  if (answer.status >= 500) {
    deps.log.error(
      { status: answer.status, body: answer.body, path: call.path },
      'better-auth answered with an error',
    );
  }
  return answer;
}

/** `askAuth` for calls whose only acceptable outcome is 2xx. */
export async function askAuthOrThrow(
  deps: AuthDeps,
  client: ClientRequest,
  call: AuthCall,
): Promise<AuthAnswer> {
  const answer = await askAuth(deps, client, call);
  if (answer.status >= 300) throw toAppError(answer);
  return answer;
}

/** better-auth's user object, reduced to what the web may see. */
export function toAuthUser(record: unknown): AuthUser {
  const user = (record ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(user.id),
    email: text(user.email),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    phoneNumber: typeof user.phoneNumber === 'string' ? user.phoneNumber : null,
    role: isUserRole(user.role) ? user.role : 'veteran',
    emailVerified: user.emailVerified === true,
  };
}

/** `{ token, user }` out of a sign-in or sign-up answer. */
export function sessionFrom(answer: AuthAnswer): { token: string | null; user: AuthUser } {
  const body = answer.body as { token?: unknown; user?: unknown } | null;
  if (!body?.user) throw new AppError('UNAVAILABLE', AUTH_MESSAGES.serviceUnavailable);
  return { token: typeof body.token === 'string' ? body.token : null, user: toAuthUser(body.user) };
}
