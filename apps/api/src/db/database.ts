import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** What repositories receive: the query builder both drivers share, so no repository knows which one runs. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** The same connection with its driver-specific type, for the few places (migrations, test set-up) that need it. */
export type NativeConnection =
  | { readonly driver: 'pglite'; readonly db: PgliteDatabase<Schema>; readonly client: PGlite }
  | { readonly driver: 'postgres'; readonly db: NodePgDatabase<Schema>; readonly pool: pg.Pool };

export interface Database {
  readonly driver: DatabaseDriver;
  readonly db: AppDatabase;
  readonly native: NativeConnection;
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PGlite only: keep everything in memory (tests); ignored when `databaseUrl` is set. */
  inMemory?: boolean;
  /** Errors of idle pooled PostgreSQL connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl
    ? createPostgresDatabase(config.databaseUrl, options)
    : options.inMemory
      ? createPgliteDatabase('memory://', () => undefined)
      : openPgliteDirectory(config.dataDir);
}

async function openPgliteDirectory(dataDir: string): Promise<Database> {
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const release = lockDataDir(join(dataDir, 'db.lock'));
  try {
    return await createPgliteDatabase(join(dataDir, 'db'), release);
  } catch (error) {
    release();
    throw error;
  }
}

async function createPgliteDatabase(dataDir: string, release: () => void): Promise<Database> {
  // pg_trgm: job search matches locations by trigrams, as it does on PostgreSQL (the migration creates it).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    driver: 'pglite',
    db,
    native: { driver: 'pglite', db, client },
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

function createPostgresDatabase(connectionString: string, options: CreateDatabaseOptions): Database {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 10_000 });
  const onError = options.onPoolError ?? reportPoolError;
  pool.on('error', onError);
  // The pool listens for errors only on idle connections. One checked out but between queries (a transaction
  // awaiting other work) that the server drops, e.g. on a restart, would emit an unheard 'error' and end the
  // process; heard, it is reported, its next query fails, and the pool discards it on release.
  pool.on('acquire', (client) => client.on('error', onError));
  pool.on('release', (_error, client) => client.removeListener('error', onError));
  const db = drizzlePostgres({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    native: { driver: 'postgres', db, pool },
    ping: () => ping(db),
    close: () => (closing ??= pool.end()),
  };
}

async function ping(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

function reportPoolError(error: Error): void {
  console.error(`PostgreSQL connection error (the pool replaces the connection): ${error.message}`);
}
