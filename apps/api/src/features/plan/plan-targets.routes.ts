import { careerTargetsSchema, careerTargetsUpdateSchema } from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import type { CareerTargetsService } from './career-targets.service';

const tags = ['plan'];

/** `/api/plan/targets`: the one or two civilian occupations the veteran's plan works toward. */
const planTargetsRoutes: FastifyPluginAsyncZod<{ targets: CareerTargetsService }> = async (
  app,
  { targets },
) => {
  app.get(
    '/plan/targets',
    {
      schema: {
        tags,
        summary: 'Your target careers (none, one or two) and your plan’s track',
        response: { 200: careerTargetsSchema, ...errorResponses(401) },
      },
    },
    async (request) => targets.forUser(currentUser(request).id),
  );

  app.put(
    '/plan/targets',
    {
      schema: {
        tags,
        summary: 'Choose your target careers (at most two; the list replaces the last) and your track',
        body: careerTargetsUpdateSchema,
        response: { 200: careerTargetsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => targets.update(currentUser(request).id, request.body),
  );
};

export default planTargetsRoutes;
