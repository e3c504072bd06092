import { desc, eq } from 'drizzle-orm';
import { pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { getTestDatabase, resetDatabase, testDriver } from '../test/helper';
import { createDatabase } from './database';
import { auditLog } from './schema';

// Drizzle's own bookkeeping table, declared here only to read it.
const migrationJournal = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id'),
  hash: text('hash'),
});

describe('database', () => {
  it.runIf(testDriver === 'postgres')(
    'reports a connection the server drops while it is checked out, instead of ending the process',
    async () => {
      const onPoolError = vi.fn();
      const database = await createDatabase(
        { dataDir: '', databaseUrl: process.env.DATABASE_URL },
        { onPoolError },
      );
      try {
        if (database.native.driver !== 'postgres') throw new Error('expected PostgreSQL');
        const client = await database.native.pool.connect();
        const dropped = new Error('terminating connection due to administrator command');
        // Without a listener, emitting 'error' throws: what an unheard drop does to the process.
        expect(() => client.emit('error', dropped)).not.toThrow();
        expect(onPoolError).toHaveBeenCalledWith(dropped);
        client.release(dropped);
      } finally {
        await database.close();
      }
    },
  );

  it('uses the driver the run asked for', async () => {
    const { database } = await getTestDatabase();
    expect(database.driver).toBe(testDriver);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('stores and reads back an audit_log row with its defaults', async () => {
    const { database } = await getTestDatabase();
    const before = Date.now();
    const [inserted] = await database.db
      .insert(auditLog)
      .values({
        action: 'auth.sign_in',
        actorUserId: 'user-1',
        ip: '203.0.113.9',
        details: { method: 'password' },
      })
      .returning();

    const rows = await database.db.select().from(auditLog).where(eq(auditLog.id, inserted!.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      action: 'auth.sign_in',
      actorUserId: 'user-1',
      subject: null,
      ip: '203.0.113.9',
      details: { method: 'password' },
    });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.occurredAt).toBeInstanceOf(Date);
    // Database and test share a clock here; allow a little skew for the timestamp's precision.
    expect(row!.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('resetDatabase empties application tables but keeps the migration journal', async () => {
    const { database } = await getTestDatabase();
    await database.db.insert(auditLog).values([{ action: 'a' }, { action: 'b' }]);
    expect(await database.db.select().from(auditLog).orderBy(desc(auditLog.occurredAt))).toHaveLength(2);

    await resetDatabase();

    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect(await database.db.$count(migrationJournal)).toBeGreaterThanOrEqual(1);
  });
});
