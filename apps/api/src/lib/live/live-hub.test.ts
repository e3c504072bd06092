import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../../db/database';
import { getTestDatabase, testDriver } from '../../test/helper';
import { createTransaction } from '../transaction';
import { createLiveHub, signalInstances } from './live-hub';
import { createLiveEventRegistry, type LiveEvent } from './live';

const log = Fastify({ logger: false }).log;

/** A hub as one instance holds it; on PostgreSQL each has its own connections, as separate processes would. */
async function instance() {
  const { database: shared, url } = await getTestDatabase();
  const database = url ? await createDatabase({ dataDir: '', databaseUrl: url }) : shared;
  const registry = createLiveEventRegistry();
  registry.register({ name: 'probe.changed', description: 'A probe event' });
  const hub = createLiveHub({ database, registry, log });
  await hub.start();
  onTestFinished(async () => {
    await hub.stop();
    if (database !== shared) await database.close();
  });
  return { hub, database };
}

async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe(`live events over LISTEN/NOTIFY (${testDriver})`, () => {
  it('reach the addressed user’s streams on another instance, and nobody else’s', async () => {
    const a = await instance();
    const b = await instance();
    const forAlex: LiveEvent[] = [];
    const forSam: LiveEvent[] = [];
    b.hub.subscribe('alex', (event) => forAlex.push(event));
    b.hub.subscribe('sam', (event) => forSam.push(event));
    await a.hub.publish('alex', { type: 'probe.changed', data: { id: 1 } });
    await eventually(() => expect(forAlex).toEqual([{ type: 'probe.changed', data: { id: 1 } }]));
    expect(forSam).toEqual([]);
  });

  it('go out only when the publishing transaction commits', async () => {
    const a = await instance();
    const seen: LiveEvent[] = [];
    a.hub.subscribe('alex', (event) => seen.push(event));
    const transaction = createTransaction(a.database.db, () => ({}));
    await transaction(async ({ tx }) => {
      await a.hub.publish('alex', { type: 'probe.changed', data: { n: 'rolled back' } }, { transaction: tx });
      throw new Error('roll back');
    }).catch(() => undefined);
    await transaction(async ({ tx }) => {
      await a.hub.publish('alex', { type: 'probe.changed', data: { n: 'committed' } }, { transaction: tx });
    });
    await eventually(() => expect(seen).toEqual([{ type: 'probe.changed', data: { n: 'committed' } }]));
  });

  it('refuse an unregistered type and a payload too large for NOTIFY', async () => {
    const { hub } = await instance();
    await expect(hub.publish('alex', { type: 'probe.unknown', data: {} })).rejects.toThrow(/not registered/);
    await expect(hub.publish('alex', { type: 'probe.changed', data: 'x'.repeat(8_000) })).rejects.toThrow(
      /too large/,
    );
  });

  it('stop calling a listener once it unsubscribes', async () => {
    const { hub } = await instance();
    const seen: LiveEvent[] = [];
    const unsubscribe = hub.subscribe('alex', (event) => seen.push(event));
    expect(hub.subscriberCount).toBe(1);
    unsubscribe();
    expect(hub.subscriberCount).toBe(0);
    await hub.publish('alex', { type: 'probe.changed', data: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
  });

  it('signal every instance, this one included, only when the signalling transaction commits', async () => {
    const a = await instance();
    const b = await instance();
    let heardByA = 0;
    let heardByB = 0;
    a.hub.onSignal('probe.rebuild', () => heardByA++);
    const stop = b.hub.onSignal('probe.rebuild', () => heardByB++);
    await a.database.db
      .transaction(async (tx) => {
        await signalInstances(tx, 'probe.rebuild');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await signalInstances(a.database.db, 'probe.rebuild');
    await eventually(() => expect([heardByA, heardByB]).toEqual([1, 1]));
    stop();
    await signalInstances(b.database.db, 'probe.rebuild');
    await eventually(() => expect(heardByA).toBe(2));
    expect(heardByB).toBe(1);
  });

  it.runIf(testDriver === 'postgres')(
    'reconnect after the database drops the listening connection, and run every signal once',
    async () => {
      const a = await instance();
      let heard = 0;
      a.hub.onSignal('probe.rebuild', () => heard++);
      const seen: LiveEvent[] = [];
      a.hub.subscribe('alex', (event) => seen.push(event));
      // What a PostgreSQL restart does to the connection, without stopping the server other tests use: only this
      // worker's database, so the listening connections of tests running beside it in other workers stay up.
      await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'waypoint-live' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      await eventually(() => expect(heard).toBeGreaterThanOrEqual(1), 10_000);
      await a.hub.publish('alex', { type: 'probe.changed', data: { after: 'reconnect' } });
      await eventually(() => expect(seen).toEqual([{ type: 'probe.changed', data: { after: 'reconnect' } }]));
    },
    20_000,
  );
});
