import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Owned by whoever built the app (server or test helper); the app never closes it. */
    database: Database;
  }
}

export interface ContextOptions {
  config: AppConfig;
  database: Database;
}

/** Makes the validated config and the database reachable from every plugin and route as `app.config` / `app.database`. */
export default fp<ContextOptions>(
  async function context(app: FastifyInstance, { config, database }) {
    app.decorate('config', config);
    app.decorate('database', database);
  },
  { name: 'context' },
);
