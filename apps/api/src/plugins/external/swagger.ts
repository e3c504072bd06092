import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI built from the routes' Zod schemas, so the document cannot drift from what the API validates. */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Waypoint API',
          description: 'Career, benefits and community support for U.S. veterans moving into civilian life.',
          version: app.config.version,
        },
      },
      transform: jsonSchemaTransform,
      // Schemas registered with `.meta({ id })` become shared components instead of being repeated inline.
      transformObject: jsonSchemaTransformObject,
    });
    // The UI page loads only its own script files (no inline script), so the global CSP applies unchanged.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'open-api', dependencies: ['context'] },
);
