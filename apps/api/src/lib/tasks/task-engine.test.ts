import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../../db/database';
import { getTestDatabase, testDriver } from '../../test/helper';
import { createTaskEngine } from './task-engine';
import { createTaskRegistry, type TaskDefinition } from './tasks';

const silent = Fastify({ logger: false }).log;
const payload = z.object({ n: z.number() });

async function engineWith(
  definition: Omit<TaskDefinition<{ n: number }>, 'payload'>,
  workers: boolean,
  options: { separateConnection?: boolean } = {},
) {
  const { database: shared, url } = await getTestDatabase();
  // On PostgreSQL a second pool is a second instance's view of the same database.
  const database =
    options.separateConnection && url ? await createDatabase({ dataDir: '', databaseUrl: url }) : shared;
  const registry = createTaskRegistry();
  registry.register({ ...definition, payload });
  const engine = createTaskEngine({
    database,
    registry,
    log: silent,
    workers,
    databaseUrl: url,
    pollingIntervalSeconds: 0.5,
  });
  onTestFinished(async () => {
    await engine.stop();
    if (database !== shared) await database.close();
  });
  await engine.start();
  return engine;
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for tasks');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether every stored task of this name has ended (none waiting, retrying or running). */
async function settled(name: string): Promise<boolean> {
  const { database } = await getTestDatabase();
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS open FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry', 'active')`,
  )) as unknown as { rows: { open: number }[] };
  return result.rows[0]!.open === 0;
}

/** Until the queue of this name has nothing left to run and no handler is still running. */
async function untilSettled(name: string, running: () => number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(running() === 0 && (await settled(name)))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the ${name} queue to settle`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`the task engine (pg-boss on ${testDriver})`, () => {
  it('runs a queued task with its payload', async () => {
    const seen: number[] = [];
    const engine = await engineWith({ name: 'probe.run', handle: async ({ n }) => void seen.push(n) }, true);
    await engine.enqueue('probe.run', { n: 7 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([7]);
  });

  it('rejects an unregistered name and an invalid payload before storing anything', async () => {
    const engine = await engineWith({ name: 'probe.strict', handle: async () => undefined }, false);
    await expect(engine.enqueue('probe.unknown', { n: 1 })).rejects.toThrow(/not registered/);
    await expect(engine.enqueue('probe.strict', { n: 'one' })).rejects.toThrow();
  });

  it('retries a failing task until it succeeds', async () => {
    const attempts: number[] = [];
    const engine = await engineWith(
      {
        name: 'probe.flaky',
        retry: { limit: 3, delaySeconds: 0, backoff: false },
        handle: async (_payload, context) => {
          attempts.push(context.attempt);
          if (context.attempt < 3) throw new Error('not yet');
        },
      },
      true,
    );
    await engine.enqueue('probe.flaky', { n: 1 });
    await until(() => attempts.length === 3).catch((error: unknown) => {
      throw new Error(`attempts: ${JSON.stringify(attempts)}`, { cause: error });
    });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('queues a task id once, however often it is enqueued', async () => {
    const seen: number[] = [];
    const engine = await engineWith({ name: 'probe.once', handle: async ({ n }) => void seen.push(n) }, true);
    const id = '0b1f6a52-7c1e-4c8a-9d51-3f0e4b3a2d11';
    await engine.enqueue('probe.once', { n: 1 }, { id });
    await engine.enqueue('probe.once', { n: 2 }, { id });
    await until(() => seen.length >= 1);
    // A second stored task would still be waiting or running here; once the queue is empty, every run happened.
    await untilSettled('probe.once', () => 0);
    expect(seen).toEqual([1]);
  });

  it('keeps a task across a restart: queued by a stopped instance, run by the next one', async () => {
    const seen: number[] = [];
    const first = await engineWith({ name: 'probe.durable', handle: async () => undefined }, false);
    await first.enqueue('probe.durable', { n: 42 });
    await first.stop();
    await engineWith({ name: 'probe.durable', handle: async ({ n }) => void seen.push(n) }, true);
    await until(() => seen.length === 1);
    expect(seen).toEqual([42]);
  });

  it('runs each task once with two instances working one database', async () => {
    const runs = new Map<number, number>();
    let running = 0;
    const handle = async ({ n }: { n: number }) => {
      running += 1;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await Promise.resolve();
      running -= 1;
    };
    const a = await engineWith({ name: 'probe.shared', handle }, true);
    await engineWith({ name: 'probe.shared', handle }, true, { separateConnection: true });
    for (let n = 0; n < 40; n++) await a.enqueue('probe.shared', { n });
    await until(() => runs.size === 40);
    // A task fetched twice would have a second run waiting or under way until the queue settles.
    await untilSettled('probe.shared', () => running);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
