// A throwaway PostgreSQL 15 cluster for one bench run (scripts/cluster/throwaway-postgres.mjs, as the tests and
// `npm run cluster` start one), or DATABASE_URL when it is set. Undefined when neither is available.
import { postgresAvailable, startThrowawayPostgres } from '../scripts/cluster/throwaway-postgres.mjs';

export interface Cluster {
  url: string;
  stop: () => void;
}

export async function startPostgres(): Promise<Cluster | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  if (!postgresAvailable()) return undefined;
  const cluster = await startThrowawayPostgres({ name: 'bench-pg' });
  return { url: cluster.url, stop: cluster.stop };
}
