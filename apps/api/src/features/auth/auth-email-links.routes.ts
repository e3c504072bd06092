import {
  authStatusMessageSchema,
  authStatusSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetLinkStatusSchema,
  safeLine,
  verificationEmailRequestSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../lib/app-error';
import type { AuthService } from './auth.service';

/** The routes behind the links auth e-mails: password reset and address verification. All public. */
const emailLinkRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the address has an account)',
        body: passwordResetRequestSchema,
        response: { 200: authStatusMessageSchema, ...errors(400, 429, 503) },
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
        response: { 200: authStatusSchema, ...errors(400, 503) },
      },
    },
    async (request) => service.resetPassword(request, request.body),
  );

  app.get(
    '/auth/reset-password/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link can still set a password (not used, not expired), without using it up',
        querystring: passwordResetSchema.pick({ token: true }),
        response: { 200: resetLinkStatusSchema, ...errors(400, 503) },
      },
    },
    async (request) => service.resetLinkStatus(request, request.query),
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the verification e-mail: confirms the address, then redirects to the web app',
        querystring: z.object({
          token: safeLine().min(1).max(4096),
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
        response: { 200: authStatusSchema, ...errors(400, 429, 503) },
      },
    },
    async (request) => service.sendVerificationEmail(request, request.body),
  );
};

export default emailLinkRoutes;
