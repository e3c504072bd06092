import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { features } from '../features/index';

/**
 * Tests only: the instance features are registered on, whose decorations (`notifier`, `veteranRecords`,
 * `occupationCatalogue`, …) the root app does not carry, so a test can build a service with its own clock on the
 * same machinery the routes use.
 */
let seen: FastifyInstance | undefined;
const seeScope: FastifyPluginAsyncZod = async (app) => {
  seen = app;
};

export const featuresWithScopeProbe = [...features, seeScope];

/** The features' instance of the last app built with `featuresWithScopeProbe`. */
export function featureScope(): FastifyInstance {
  if (!seen) throw new Error('Build the app with featuresWithScopeProbe first.');
  return seen;
}
