import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Job,
} from 'pg-boss';
import type { Database } from '../../db/database';
import type { EnqueueOptions, TaskDefinition, TaskQueue, TaskRegistry } from './tasks';
import { transactionHandle } from '../transaction';

export interface TaskEngine extends TaskQueue {
  /** Installs pg-boss's schema (once per database), creates every registered queue, and — when this instance runs
   * workers — starts working them and keeps the recurring schedules. Idempotent. */
  start(): Promise<void>;
  /** Stops fetching, lets running handlers finish (up to the timeout) and closes pg-boss's own connections. */
  stop(): Promise<void>;
}

export interface TaskEngineOptions {
  database: Database;
  registry: TaskRegistry;
  log: FastifyBaseLogger;
  /** False on API-only instances: they enqueue but never run handlers or schedules (`WORKERS=false`). */
  workers: boolean;
  /** PostgreSQL's connection string; pg-boss keeps its own small pool (and its LISTEN connection) there. */
  databaseUrl: string | undefined;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

const DEFAULT_RETRY = { limit: 5, delaySeconds: 30, backoff: true } as const;
const BATCH_SIZE = 10;
// pg-boss's own tables live apart from the app's, so resetting or migrating the app never touches queued work.
const SCHEMA = 'pgboss';

/**
 * The task engine: pg-boss on the app's own database, in both run modes (decision 019). On PGlite it shares the
 * embedded database's single connection (`fromPglite`); on PostgreSQL it opens a small pool of its own. Each
 * queued task is a pg-boss job, a row in that database, so a restart loses none, and pg-boss's `SKIP LOCKED`
 * fetch hands each one to exactly one of several instances.
 */
export function createTaskEngine(options: TaskEngineOptions): TaskEngine {
  const { registry, log, workers } = options;
  const boss = new PgBoss(bossOptions(options));
  // pg-boss reports background failures (a lost connection, a failed maintenance run) as events.
  boss.on('error', (error) => log.error({ err: error }, 'task engine error'));
  let started: Promise<void> | undefined;
  let stopped = false;

  const start = async (): Promise<void> => {
    await boss.start();
    // One read of the queues that exist instead of a locked create per queue at every start (an existing queue is
    // left as it is either way: pg-boss's create does nothing on a name it has).
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const task of registry.list()) {
      const retry = { ...DEFAULT_RETRY, ...task.retry };
      if (!existing.has(task.name))
        await boss.createQueue(task.name, {
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          ...(retry.backoff && { retryDelayMax: 3600 }),
          // Workers wake on the insert (LISTEN/NOTIFY) instead of waiting out the poll.
          notify: true,
        });
      if (!workers) continue;
      await boss.work(
        task.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          // Retries and delayed tasks raise no NOTIFY, so the poll still runs at the same pace.
          notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          includeMetadata: true,
          // Up to 10 tasks a fetch, fetching again at once while fetches come back full; each task settles on
          // its own, so one failure retries only that task.
          batchSize: BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
          localConcurrency: 2,
        },
        (jobs) => runBatch(task, jobs),
      );
      if (task.schedule) await boss.schedule(task.name, task.schedule, {}, { tz: 'UTC' });
    }
  };

  const runOne = async (definition: TaskDefinition, job: Job<unknown> & { retryCount?: number }) => {
    const attempt = (job.retryCount ?? 0) + 1;
    try {
      const payload = definition.payload.parse(job.data);
      const signal = new AbortController().signal;
      await definition.handle(payload, {
        taskId: job.id,
        attempt,
        log: log.child({ task: job.name }),
        signal,
      });
      return { id: job.id, status: 'completed' as const };
    } catch (error) {
      // Logged here with the task's name; pg-boss then schedules the retry with back-off.
      log.warn({ err: error, task: job.name, taskId: job.id, attempt }, 'task failed; it will be retried');
      return { id: job.id, status: 'failed' as const, output: { message: (error as Error).message } };
    }
  };

  const runBatch = (definition: TaskDefinition, jobs: (Job<unknown> & { retryCount?: number })[]) =>
    Promise.all(jobs.map((job) => runOne(definition, job)));

  const ensureStarted = (): Promise<void> => {
    if (stopped) return Promise.reject(new Error('The task engine has stopped.'));
    started ??= start();
    return started;
  };

  return {
    start: ensureStarted,
    async enqueue<Payload>(name: string, payload: Payload, enqueueOptions: EnqueueOptions = {}) {
      const definition = registry.get(name);
      if (!definition) throw new Error(`Task "${name}" is not registered.`);
      const data = definition.payload.parse(payload) as object;
      await ensureStarted();
      const { transaction, id, ...sendOptions } = enqueueOptions;
      const taskId = await boss.send(name, data, {
        ...sendOptions,
        ...(id && { id }),
        // Both drivers' transactions answer `execute` with rows, which is all the adapter reads.
        ...(transaction && {
          db: fromDrizzle(transactionHandle(transaction) as unknown as DrizzleTransactionLike, sql),
        }),
      });
      // pg-boss answers null when a task with this id (or singleton key) already exists: the work is queued.
      return taskId ?? id ?? null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 3_000, close: true });
    },
  };
}

function bossOptions({ database, databaseUrl, workers }: TaskEngineOptions): ConstructorOptions {
  const common = {
    schema: SCHEMA,
    supervise: workers,
    schedule: workers,
    useListenNotify: workers,
  } satisfies ConstructorOptions;
  if (database.native.driver === 'pglite') {
    return { ...common, db: fromPglite(database.native.client), backend: 'pglite' };
  }
  // The same server as the app's pool, whoever built the handle.
  const poolOptions = (database.native.pool as unknown as { options: { connectionString?: string } }).options;
  const connectionString = databaseUrl ?? poolOptions.connectionString;
  if (!connectionString) throw new Error('The task engine needs the PostgreSQL connection string.');
  return { ...common, connectionString, max: 4, application_name: 'waypoint-tasks' };
}
