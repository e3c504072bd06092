import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './auth-context';
import { passwordResetEmail, verificationEmail } from './auth-emails';
import { recordAuthEvent } from './auth-audit';
import { resolveAuthSecret } from './auth-secret';
import { createBackgroundTasks } from './background-tasks';
import { createAuth } from './better-auth';
import { SWEEP_INTERVAL_MS, sweepExpiredAuthRows } from './sweep';

/** One better-auth instance per app, wired to the app's database, mailer, log and audit trail. */
export function createAuthDeps(app: FastifyInstance): AuthDeps {
  const log = app.log.child({ module: 'auth' });
  const db = app.database.db;
  const background = createBackgroundTasks(log);
  app.addHook('onClose', () => background.settled());
  const sweeper = setInterval(() => {
    sweepExpiredAuthRows(db, app.config).catch((error: unknown) =>
      log.error({ err: error }, 'sweeping expired sessions failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const auth = createAuth({
    config: app.config,
    db,
    secret: resolveAuthSecret(app.config),
    log,
    callbacks: {
      sendPasswordResetLink: (user, link) => app.mailer.send(passwordResetEmail(user, link)),
      sendVerificationLink: (user, link) => app.mailer.send(verificationEmail(user, link)),
      onPasswordReset: (user, ip) =>
        recordAuthEvent(db, {
          action: 'auth.password_reset',
          actorUserId: user.id,
          subject: user.id,
          ip,
          details: { sessionsRevoked: true },
        }),
      onEmailVerified: (user, ip) =>
        recordAuthEvent(db, { action: 'auth.email_verified', actorUserId: user.id, subject: user.id, ip }),
      runInBackground: (task) => background.run(task),
    },
  });
  return { auth, db, config: app.config, log, background };
}
