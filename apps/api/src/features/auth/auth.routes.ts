import {
  authSessionSchema,
  authUserSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verificationEmailRequestSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createSessionsRepository } from '../../lib/sessions/sessions.repository';
import { currentUser } from '../../plugins/app/authenticate';
import { createAuthService } from './auth.service';
import { scheduleSweep } from './sweep';
import { createThrottleRepository } from './throttle.repository';
import { createUsersRepository } from './users.repository';

const errors = (...statuses: (400 | 401 | 403 | 409 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

const statusSchema = z.object({ status: z.literal(true) });

/**
 * /api/auth/*: better-auth's e-mail + password endpoints, each declared here with our schemas and answered in
 * our shapes. Only these paths reach better-auth (its other endpoints answer 404), and /api/me is the one
 * place the web reads the signed-in user from.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const log = app.log.child({ module: 'auth' });
  const service = createAuthService({
    db,
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    throttle: createThrottleRepository(db),
    audit: createAuditLog(db),
    mailer: app.mailer,
    config: app.config,
    log,
  });
  const stopSweeping = scheduleSweep(service.sweep, log);
  app.addHook('onClose', async () => {
    stopSweeping();
    await service.settled();
  });

  // Answers carry tokens and personal data: never cached, by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
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
        response: { 200: z.object({ success: z.literal(true) }), ...errors(503) },
      },
    },
    async (request) => service.signOut(request),
  );

  app.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the address has an account)',
        body: passwordResetRequestSchema,
        response: { 200: statusSchema.extend({ message: z.string() }), ...errors(400, 429, 503) },
      },
    },
    async (request) => service.requestPasswordReset(request, request.body),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset link; ends every session of the account',
        body: passwordResetSchema,
        response: { 200: statusSchema, ...errors(400, 503) },
      },
    },
    async (request) => service.resetPassword(request, request.body),
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

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the verification e-mail: confirms the address, then redirects to the web app',
        querystring: z.object({
          token: z.string().min(1).max(4096),
          callbackURL: verificationEmailRequestSchema.shape.callbackURL,
        }),
      },
    },
    async (request, reply) => reply.redirect(await service.verifyEmail(request, request.query), 302),
  );

  app.post(
    '/auth/send-verification-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification link (same answer for every address)',
        body: verificationEmailRequestSchema,
        response: { 200: statusSchema, ...errors(400, 429, 503) },
      },
    },
    async (request) => service.sendVerificationEmail(request, request.body),
  );

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
