import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDatabase, type Database, type DatabaseDriver } from '../db/database';
import { runMigrations } from '../db/migrate';
import {
  catalogueVersions,
  civilianOccupations,
  federalJobSeries,
  militaryOccupations,
  occupationMatches,
  occupationNextSteps,
} from '../features/careers/careers.schema';
import { ensureDefaultCatalogue } from '../features/careers/default-catalogue.service';
import type { ErrorBody, ErrorCode } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { PublicRoute } from '../plugins/app/route-access';
import { sharedOrOwnApp } from './shared-test-app';
import { TEST_AUTH_SECRET, TEST_VAULT_MASTER_KEY } from './test-secrets';

/** The driver every suite runs on: PGlite by default, PostgreSQL when DATABASE_URL points at a server. */
export const testDriver: DatabaseDriver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

// Never exists, so tests see the "web app not built" behaviour whether or not someone ran the build.
const NO_WEB_DIST_DIR = fileURLToPath(new URL('./no-web-dist', import.meta.url));

export interface TestDatabase {
  database: Database;
  /** The per-worker database's URL when running on PostgreSQL. */
  url: string | undefined;
}

// One per worker process (the api project runs with isolate: false), because starting PGlite takes seconds.
let testDatabase: Promise<TestDatabase> | undefined;

export function getTestDatabase(): Promise<TestDatabase> {
  testDatabase ??= openTestDatabase();
  return testDatabase;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const url = serverUrl ? await createWorkerDatabase(serverUrl) : undefined;
  const database = await createDatabase({ ...testConfig(), databaseUrl: url }, { inMemory: true });
  await runMigrations(database);
  return { database, url };
}

/** Parallel workers share the server, so each gets its own database, recreated so a crashed run leaves no trace. */
async function createWorkerDatabase(serverUrl: string): Promise<string> {
  const name = `waypoint_test_${process.env.VITEST_POOL_ID ?? process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Empties every application table and the task queue. Drizzle's migration journal lives in schema `drizzle`, and
 * pg-boss's schema in `pgboss`, so both survive.
 * A worker that never opened the database has nothing to empty.
 */
export async function resetDatabase(): Promise<void> {
  await emptyTables([]);
}

/** The tables the running file keeps between its tests (`useDefaultCatalogue`); empty for every other file. */
let keptTables: readonly string[] = [];

/** Before every test (setup.ts): `resetDatabase`, except for what the running file said it keeps. */
export async function resetBetweenTests(): Promise<void> {
  await emptyTables(keptTables);
}

async function emptyTables(keep: readonly string[]): Promise<void> {
  if (!testDatabase) return;
  const { database } = await testDatabase;
  const kept = `{${keep.join(',')}}`;
  await database.db.execute(sql`
    DO $$
    DECLARE
      t record;
      filled boolean;
      tables text;
    BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        -- Only a superuser may turn off the foreign-key triggers below: any other account empties every table.
        SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
          FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY (${sql.raw(`'${kept}'`)}::text[]));
        IF tables IS NOT NULL THEN
          EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE';
        END IF;
      ELSE
        -- Row by row, and only the tables a test wrote to: a TRUNCATE costs as much on an empty table as on a full
        -- one, and its CASCADE from users reaches nearly every table (about 42 ms a test on PGlite; this, 6 ms).
        -- Foreign-key triggers are off meanwhile (replica role), since every table the test filled is emptied.
        -- Used sequences start again, as after TRUNCATE ... RESTART IDENTITY.
        SET LOCAL session_replication_role = replica;
        FOR t IN
          SELECT format('%I.%I', schemaname, tablename) AS name
            FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY (${sql.raw(`'${kept}'`)}::text[]))
        LOOP
          EXECUTE 'SELECT EXISTS (SELECT 1 FROM ' || t.name || ')' INTO filled;
          IF filled THEN
            EXECUTE 'DELETE FROM ' || t.name;
          END IF;
        END LOOP;
        FOR t IN
          SELECT format('%I.%I', s.schemaname, s.sequencename) AS name
            FROM pg_sequences s
            JOIN pg_depend d ON d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass
            JOIN pg_class c ON c.oid = d.refobjid
           WHERE s.schemaname = 'public' AND s.last_value IS NOT NULL AND NOT (c.relname = ANY (${sql.raw(`'${kept}'`)}::text[]))
        LOOP
          EXECUTE 'ALTER SEQUENCE ' || t.name || ' RESTART';
        END LOOP;
        SET LOCAL session_replication_role = DEFAULT;
      END IF;
      -- Queued work of an earlier test must not run in a later one (the engine's own tables stay).
      IF to_regclass('pgboss.job') IS NOT NULL THEN
        EXECUTE 'DELETE FROM pgboss.job';
      END IF;
    END $$;
  `);
}

/**
 * For a file whose tests only read the built-in career catalogue: it is loaded once before the file's first test
 * and kept between its tests, instead of emptied and loaded again for each (seconds apiece); the next file starts
 * without it. A test that empties or changes it loads it again, since every test first brings it back to the
 * built-in version (a hash comparison when nothing changed).
 */
export function useDefaultCatalogue(): void {
  beforeAll(async () => {
    await ensureDefaultCatalogue((await getTestDatabase()).database);
    keptTables = CATALOGUE_TABLES;
  });
  beforeEach(async () => {
    await ensureDefaultCatalogue((await getTestDatabase()).database);
  });
  afterAll(async () => {
    keptTables = [];
    await resetDatabase();
  });
}

const CATALOGUE_TABLES = [
  militaryOccupations,
  civilianOccupations,
  occupationMatches,
  occupationNextSteps,
  federalJobSeries,
  catalogueVersions,
].map((table) => getTableName(table));

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    VAULT_MASTER_KEY: TEST_VAULT_MASTER_KEY,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST_DIR: NO_WEB_DIST_DIR,
    // Tests run handlers themselves or ask for workers; an app per test would otherwise poll the queue.
    WORKERS: 'false',
    // Job search suites load the sample postings when they want them; other suites need not wait for them.
    JOB_SAMPLE_FEED: 'false',
    // The sample circles, mentors and announcements that suites read, whichever database they run on.
    SAMPLE_DATA: 'true',
  });
  return { ...config, ...overrides };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Defaults to every real feature; pass extra route plugins to exercise app-wide behaviour. */
  features?: readonly FastifyPluginAsyncZod[];
  /** Defaults to `PUBLIC_ROUTES`; extra route plugins that must answer without a session add theirs. */
  publicRoutes?: readonly PublicRoute[];
  /** Pino options to capture logs; silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the worker database, e.g. with one whose ping fails. */
  database?: Database;
  /** The app's clock (`app.clock`), e.g. a `testClock` the test moves; the system clock by default. */
  clock?: Clock;
}

/** The app on the worker's database, shared by the tests of a file that ask for the same one (shared-test-app.ts). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  return sharedOrOwnApp(options, buildOwnApp);
}

async function buildOwnApp(options: TestAppOptions): Promise<App> {
  const { database: workerDatabase, url } = await getTestDatabase();
  const config = testConfig({ databaseUrl: url, ...options.config });
  return buildApp({
    config,
    database: options.database ?? workerDatabase,
    logger: options.logger ?? false,
    ...(options.features && { features: options.features }),
    ...(options.publicRoutes && { publicRoutes: options.publicRoutes }),
    ...(options.clock && { clock: options.clock }),
  });
}

/** Asserts the API's error body and returns it for further checks. */
export function expectErrorBody(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
): ErrorBody {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<ErrorBody>();
  expect(body).toMatchObject({ status, code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}
