import { AUTH_MESSAGES } from '@waypoint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { systemClock } from '../../lib/clock';
import type { SessionsRepository } from '../../lib/sessions/sessions.repository';
import type { AuthAudit } from './auth-audit';
import type { AuthMail } from './auth-mail';
import type { AuthDeps } from './auth-context';
import { passwordResetEmail, verificationEmail } from './auth-emails';
import { resolveAuthSecret } from './auth-secret';
import { createAuth } from './better-auth';
import { changePassword } from './change-password';
import { confirmPassword } from './confirm-password';
import { sendVerificationEmail, verifyEmail } from './email-verification';
import { requestPasswordReset, resetPassword } from './password-reset';
import { resetLinkStatus } from './reset-link-status';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { sweepExpiredAuthRows } from './sweep';
import type { ResetTokensRepository } from './reset-tokens.repository';
import type { ThrottleRepository } from './throttle.repository';
import type { UsersRepository } from './users.repository';

interface Dependencies {
  /** Handed to better-auth's Drizzle adapter, which keeps its own tables; our queries go through the repositories. */
  db: AppDatabase;
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: ThrottleRepository;
  resetTokens: ResetTokensRepository;
  audit: AuthAudit;
  /** Queues auth's e-mails on the task engine (auth-mail.ts). */
  mail: AuthMail;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The app's clock (`app.clock.now`). */
  now: () => Date;
}

/**
 * Our own failures (a throttle, audit or user query that could not run) mean the same to the user as better-auth
 * failing: "Authentication service is unavailable." The cause travels with the error into the log.
 */
function unavailableOnFailure<Args extends unknown[], Result>(
  flow: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await flow(...args);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UNAVAILABLE', AUTH_MESSAGES.serviceUnavailable, undefined, { cause: error });
    }
  };
}

/** One better-auth instance per app, wired to the task engine's mail and the audit trail, behind our flows. */
export function createAuthService(dependencies: Dependencies) {
  const { db, resetTokens, audit, mail, config, log, now } = dependencies;
  const auth = createAuth({
    config,
    db,
    secret: resolveAuthSecret(config),
    log,
    callbacks: {
      sendPasswordResetLink: (user, link) => mail.queue(passwordResetEmail(user, link, now())),
      sendVerificationLink: (user, link) => mail.queue(verificationEmail(user, link, now())),
      onPasswordReset: async (user, ip) => {
        // The link just used is gone; older ones the account still has must not set another password.
        await resetTokens.removeAllFor(user.id);
        await audit.record({
          action: 'auth.password_reset',
          actorUserId: user.id,
          subject: user.id,
          ip,
          details: { sessionsRevoked: true, otherResetLinksEnded: true },
        });
      },
      onEmailVerified: (user, ip) =>
        audit.record({ action: 'auth.email_verified', actorUserId: user.id, subject: user.id, ip }),
    },
  });
  const deps: AuthDeps = {
    ...dependencies,
    auth,
    queueMail: (message) => mail.queue(message),
  };
  const expose = <Args extends unknown[], Result>(flow: (deps: AuthDeps, ...args: Args) => Promise<Result>) =>
    unavailableOnFailure((...args: Args) => flow(deps, ...args));

  return {
    signUp: expose(signUp),
    signIn: expose(signIn),
    signOut: expose(signOut),
    requestPasswordReset: expose(requestPasswordReset),
    resetPassword: expose(resetPassword),
    resetLinkStatus: expose(resetLinkStatus),
    changePassword: expose(changePassword),
    confirmPassword: expose(confirmPassword),
    verifyEmail: expose(verifyEmail),
    sendVerificationEmail: expose(sendVerificationEmail),
    /** Deletes dead sessions and ended throttle windows (decision 009). */
    sweep: () => sweepExpiredAuthRows(dependencies, config, { sessions: systemClock.now(), throttle: now() }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
