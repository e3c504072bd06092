import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';

export const DATABASE_DOWN_MESSAGE =
  'Waypoint is running but its database is not answering (status: error). Please try again shortly.';

export interface Health {
  status: 'ok';
  db: Database['driver'];
  version: string;
}

interface Dependencies {
  /** No tables of its own, so no repository: the database's own round trip is what it checks. */
  database: Pick<Database, 'driver' | 'ping'>;
  version: string;
}

export function createHealthService({ database, version }: Dependencies) {
  return {
    /** A real round trip, so a load balancer takes an instance out of rotation when its database is gone. */
    async check(): Promise<Health> {
      try {
        await database.ping();
      } catch (error) {
        throw new AppError('UNAVAILABLE', DATABASE_DOWN_MESSAGE, undefined, { cause: error });
      }
      return { status: 'ok', db: database.driver, version };
    },
  };
}
