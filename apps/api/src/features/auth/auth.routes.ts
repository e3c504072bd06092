import {
  authSessionSchema,
  authUserSchema,
  passwordChangeSchema,
  signInRequestSchema,
  signOutResultSchema,
  signUpRequestSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createSessionsRepository } from '../../lib/sessions/sessions.repository';
import { currentUser } from '../../plugins/app/authenticate';
import accountDataRoutes from './account-data.routes';
import emailLinkRoutes from './auth-email-links.routes';
import { createAuthMail } from './auth-mail';
import { createAuthService } from './auth.service';
import { SWEEP_TASK, SWEEP_SCHEDULE } from './sweep';
import { createResetTokensRepository } from './reset-tokens.repository';
import { createThrottleRepository } from './throttle.repository';
import { createUsersRepository } from './users.repository';

/**
 * /api/auth/*: better-auth's e-mail + password endpoints, each declared here with our schemas and answered in
 * our shapes. Only these paths reach better-auth (its other endpoints answer 404), and /api/me is the one
 * place the web reads the signed-in user from.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const log = app.log.child({ module: 'auth' });
  const users = createUsersRepository(db);
  const mail = createAuthMail({
    taskQueue: app.taskQueue,
    envelope: app.envelope,
    mailer: app.mailer,
    now: () => app.clock.now(),
  });
  app.tasks.register(mail.task);
  const service = createAuthService({
    db,
    users,
    sessions: createSessionsRepository(db),
    throttle: createThrottleRepository(db),
    resetTokens: createResetTokensRepository(db),
    audit: createAuditLog(db),
    mail,
    config: app.config,
    log,
    now: () => app.clock.now(),
  });
  app.tasks.register({
    name: SWEEP_TASK,
    payload: z.object({}),
    schedule: SWEEP_SCHEDULE,
    retry: { limit: 1, delaySeconds: 300 },
    handle: async () => {
      await service.sweep();
    },
  });
  app.dashboardFigures.register({
    name: 'auth.users',
    personas: ['admin'],
    compute: () => users.counts(new Date(app.clock.now().getTime() - 7 * 86_400_000)),
  });

  app.post(
    '/auth/sign-up/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; token is null when the e-mail address must be verified first',
        body: signUpRequestSchema,
        response: { 200: authSessionSchema, ...errors(400, 403, 409, 429, 503) },
      },
    },
    async (request) => service.signUp(request, request.body),
  );

  app.post(
    '/auth/sign-in/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: signInRequestSchema,
        response: { 200: authSessionSchema, ...errors(400, 401, 403, 429, 503) },
      },
    },
    async (request) => service.signIn(request, request.body),
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token on the server',
        response: { 200: signOutResultSchema, ...errors(503) },
      },
    },
    async (request) => service.signOut(request),
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in user; a new token replaces the old one',
        body: passwordChangeSchema,
        response: { 200: authSessionSchema, ...errors(400, 401, 429, 503) },
      },
    },
    async (request) => service.changePassword(request, currentUser(request), request.body),
  );

  await app.register(emailLinkRoutes, { service });
  await app.register(accountDataRoutes, { auth: service });

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: authUserSchema, ...errors(401) },
      },
    },
    async (request) => currentUser(request),
  );
};

export default authRoutes;
