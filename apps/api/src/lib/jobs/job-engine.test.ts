import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../../db/database';
import { getTestDatabase, testDriver } from '../../test/helper';
import { createJobEngine } from './job-engine';
import { createJobRegistry, type JobDefinition } from './jobs';

const silent = Fastify({ logger: false }).log;
const payload = z.object({ n: z.number() });

async function engineWith(
  definition: Omit<JobDefinition<{ n: number }>, 'payload'>,
  workers: boolean,
  options: { separateConnection?: boolean } = {},
) {
  const { database: shared, url } = await getTestDatabase();
  // On PostgreSQL a second pool is a second instance's view of the same database.
  const database =
    options.separateConnection && url ? await createDatabase({ dataDir: '', databaseUrl: url }) : shared;
  const registry = createJobRegistry();
  registry.register({ ...definition, payload });
  const engine = createJobEngine({
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
    if (Date.now() > deadline) throw new Error('timed out waiting for jobs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`the job engine (pg-boss on ${testDriver})`, () => {
  it('runs a queued job with its payload', async () => {
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

  it('retries a failing job until it succeeds', async () => {
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

  it('queues a job id once, however often it is enqueued', async () => {
    const seen: number[] = [];
    const engine = await engineWith({ name: 'probe.once', handle: async ({ n }) => void seen.push(n) }, true);
    const id = '0b1f6a52-7c1e-4c8a-9d51-3f0e4b3a2d11';
    await engine.enqueue('probe.once', { n: 1 }, { id });
    await engine.enqueue('probe.once', { n: 2 }, { id });
    await until(() => seen.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen).toEqual([1]);
  });

  it('keeps a job across a restart: queued by a stopped instance, run by the next one', async () => {
    const seen: number[] = [];
    const first = await engineWith({ name: 'probe.durable', handle: async () => undefined }, false);
    await first.enqueue('probe.durable', { n: 42 });
    await first.stop();
    await engineWith({ name: 'probe.durable', handle: async ({ n }) => void seen.push(n) }, true);
    await until(() => seen.length === 1);
    expect(seen).toEqual([42]);
  });

  it('runs each job once with two instances working one database', async () => {
    const runs = new Map<number, number>();
    const handle = async ({ n }: { n: number }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const a = await engineWith({ name: 'probe.shared', handle }, true);
    await engineWith({ name: 'probe.shared', handle }, true, { separateConnection: true });
    for (let n = 0; n < 40; n++) await a.enqueue('probe.shared', { n });
    await until(() => runs.size === 40);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
