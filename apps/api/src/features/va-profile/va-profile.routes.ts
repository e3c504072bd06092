import { ownVaProfileSchema, vaProfileQuerySchema, vaProfileResponseSchema } from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import { createVaProfileAdapters } from './adapters/va-profile-adapters';
import { createVaProfileService } from './va-profile.service';

const vaProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVaProfileService({ adapters: createVaProfileAdapters(app.config) });

  app.get(
    '/v1/veterans/va-profile',
    {
      schema: {
        tags: ['va-profile'],
        summary: 'Benefits-portal snapshot for your e-mail (sandbox answers demo data)',
        querystring: vaProfileQuerySchema,
        response: { 200: vaProfileResponseSchema, ...errorResponses(400, 401, 404, 502, 503) },
      },
    },
    async (request) => service.getSnapshot(currentUser(request), request.query),
  );
  app.get(
    '/v1/veterans/va-profile/me',
    {
      schema: {
        tags: ['va-profile'],
        summary:
          'Your own record on the VA benefits portal, or why there is none (no record, or no portal connection)',
        response: { 200: ownVaProfileSchema, ...errorResponses(401, 502) },
      },
    },
    async (request) => service.getOwnRecord(currentUser(request)),
  );
};

export default vaProfileRoutes;
