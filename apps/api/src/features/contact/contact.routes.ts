import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  contactMessageSchema,
  contactReceiptSchema,
} from '@waypoint/shared/contact/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorBodySchema } from '../../lib/app-error';
import { receiveContactMessage } from './contact.service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        // Per client address; counts every attempt, so a script cannot probe the validation for free either.
        rateLimit: {
          max: CONTACT_RATE_LIMIT.max,
          timeWindow: CONTACT_RATE_LIMIT.windowMinutes * 60_000,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', CONTACT_MESSAGES.rateLimited),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Waypoint team (the landing page contact form)',
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const context = {
        db: app.database.db,
        mailer: app.mailer,
        supportEmail: app.config.supportEmail,
        log: request.log,
      };
      return reply.code(201).send(await receiveContactMessage(context, request.body, request.ip));
    },
  );
};

export default contactRoutes;
