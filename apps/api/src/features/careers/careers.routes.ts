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
import { errorBodySchema } from '../../lib/app-error';
import { suggestOccupations, translateCode } from './careers.service';
import { translateMany } from './mos-translations.service';
import type { MosIndexHolder } from './mos-index.service';

const tags = ['careers'];

/** Public for now: a translation reveals nothing about the person asking. */
const careersRoutes: FastifyPluginAsyncZod<{ index: MosIndexHolder }> = async (app, { index }) => {
  app.get(
    '/mos',
    {
      schema: {
        tags,
        summary: 'Military occupation suggestions: exact code, code prefix, title words, then other text',
        querystring: mosSuggestionsQuerySchema,
        response: { 200: z.array(mosSuggestionSchema), 400: errorBodySchema },
      },
    },
    async (request) => suggestOccupations(index.current, request.query),
  );

  app.get(
    '/mos/:code',
    {
      schema: {
        tags,
        summary: 'Civilian career paths for one military occupation code',
        params: mosTranslationParamsSchema,
        querystring: mosTranslationQuerySchema,
        response: { 200: mosTranslationSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => translateCode(app.database.db, { ...request.query, code: request.params.code }),
  );

  app.get(
    '/mos-translations',
    {
      schema: {
        tags,
        summary: 'Several codes at once, each translated and all merged',
        querystring: mosTranslationsQuerySchema,
        response: { 200: mosTranslationSetSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => translateMany(app.database.db, request.query),
  );
};

export default careersRoutes;
