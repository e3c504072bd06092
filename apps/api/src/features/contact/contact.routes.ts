import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  contactMessageSchema,
  contactReceiptSchema,
} from '@waypoint/shared/contact/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../lib/app-error';
import { contactDataRights } from './contact.data-rights';
import { createContactRepository } from './contact.repository';
import { createContactService } from './contact.service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService({
    repository: createContactRepository(app.database.db),
    mailer: app.mailer,
    supportEmail: app.config.supportEmail,
  });
  app.dataRights.register(contactDataRights);

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
        response: { 201: contactReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.receive(request.body, { ip: request.ip, log: request.log })),
  );
};

export default contactRoutes;
