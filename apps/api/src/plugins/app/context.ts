import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Owned by whoever built the app (server or test helper); the app never closes it. */
    database: Database;
    /** What every feature reads the time from (lib/clock.ts). */
    clock: Clock;
  }
}

export interface ContextOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to the system clock; tests pass one they move. */
  clock?: Clock;
}

/**
 * Makes the validated config, the database and the clock reachable from every plugin and route as `app.config`,
 * `app.database` and `app.clock`.
 */
export default fp<ContextOptions>(
  async function context(app: FastifyInstance, { config, database, clock = systemClock }) {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('clock', clock);
  },
  { name: 'context' },
);
