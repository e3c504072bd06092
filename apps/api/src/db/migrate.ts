import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './database';

// Resolved from this file so the server finds its migrations whatever the working directory.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Arbitrary but fixed: every Waypoint instance must contend for the same advisory lock.
const MIGRATION_LOCK_KEY = 720_417_001;

/** Applies every migration not yet recorded in `drizzle.__drizzle_migrations`; safe to run on each start. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const { native } = database;
  if (native.driver === 'pglite') {
    await migratePglite(native.db, config);
  } else {
    await migrateUnderLock(native.pool, config);
  }
}

/**
 * Several API instances may start at once against one PostgreSQL; without a lock two of them would both see a
 * migration as pending and the second would fail on `CREATE TABLE`. The lock is per session, so the lock and the
 * migration must share one pooled connection.
 */
async function migrateUnderLock(pool: pg.Pool, config: { migrationsFolder: string }): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
