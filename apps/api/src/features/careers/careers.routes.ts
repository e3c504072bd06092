import {
  mosSuggestionSchema,
  mosSuggestionsQuerySchema,
  mosTranslationParamsSchema,
  mosTranslationQuerySchema,
  mosTranslationSchema,
  mosTranslationSetSchema,
  mosTranslationsQuerySchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createCareersRepository } from './careers.repository';
import { createCareersService } from './careers.service';
import type { MosIndexHolder } from './mos-index.service';

const tags = ['careers'];
/**
 * The catalogue changes only when someone imports, and every instance picks an import up within a minute
 * (decision 008): browsers and shared caches may keep an answer five minutes, then revalidate it by ETag.
 */
const config = { publicCache: { maxAgeSeconds: 300 } };

/** Public (features/public-routes.ts): a translation reveals nothing about the person asking. */
const careersRoutes: FastifyPluginAsyncZod<{ index: MosIndexHolder }> = async (app, { index }) => {
  const service = createCareersService({ repository: createCareersRepository(app.database.db), index });

  app.get(
    '/mos',
    {
      config,
      schema: {
        tags,
        summary: 'Military occupation suggestions: exact code, code prefix, title words, then other text',
        querystring: mosSuggestionsQuerySchema,
        response: { 200: z.array(mosSuggestionSchema), ...errorResponses(400) },
      },
    },
    async (request) => service.suggest(request.query),
  );

  app.get(
    '/mos/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Civilian career paths for one military occupation code',
        params: mosTranslationParamsSchema,
        querystring: mosTranslationQuerySchema,
        response: { 200: mosTranslationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.translate({ ...request.query, code: request.params.code }),
  );

  app.get(
    '/mos-translations',
    {
      config,
      schema: {
        tags,
        summary: 'Several codes at once, each translated and all merged',
        querystring: mosTranslationsQuerySchema,
        response: { 200: mosTranslationSetSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.translateMany(request.query),
  );
};

export default careersRoutes;
