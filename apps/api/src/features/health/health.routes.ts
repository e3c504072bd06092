import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createHealthService } from './health.service';

const healthSchema = z
  .object({
    status: z.literal('ok'),
    db: z.enum(['pglite', 'postgres']).describe('Which database driver this instance uses'),
    version: z.string(),
  })
  .meta({ id: 'Health' });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService({ database: app.database, version: app.config.version });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async () => service.check(),
  );
};

export default healthRoutes;
