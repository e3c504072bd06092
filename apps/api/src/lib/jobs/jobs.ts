import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TransactionScope } from '../transaction';
import { createRegistry, type Registry } from '../registry';

/*
 * Background jobs: the contract and the registry. The engine that implements `JobQueue` is pg-boss on the app's
 * own database (`job-engine.ts`, offered to features as `app.jobQueue`), and it guarantees:
 * - Jobs live in the database, not in a process: several API instances on one PostgreSQL share one queue, a job
 *   enqueued on one instance may run on any other, and a restart or a crash loses no job.
 * - At-least-once: a job whose instance dies mid-run, or whose handler throws, runs again (up to its retry
 *   limit), so every handler must be idempotent.
 * - A scheduled job runs once per occurrence across all instances, not once per instance.
 * - A job enqueued inside a transaction (its `TransactionScope`) exists only if that transaction commits.
 * - No process-local state: handlers read what they need from the database and the payload.
 */

export interface JobContext {
  /** The engine's id for this run's job; the same across retries. */
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
  /** Aborted when the instance shuts down; a handler stops and lets a retry finish the work. */
  signal: AbortSignal;
}

export interface JobDefinition<Payload = unknown> {
  /** `<feature>.<job>`, unique across the app. */
  name: string;
  /** Checked when enqueued and again when run: the payload crossed the database as JSON. */
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Cron expression in UTC, for recurring jobs (their payload is `{}`). */
  schedule?: string;
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
}

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** A UUID: at most one job with this id ever exists, so enqueueing the same work twice queues it once. */
  id?: string;
  /** Enqueue inside this transaction: the job exists only if it commits. */
  transaction?: TransactionScope;
}

/** What the engine offers features as `app.jobQueue`. */
export interface JobQueue {
  /**
   * Resolves with the job's id once it is stored (or, with `id`, once it was already there); rejects for an
   * unregistered name or an invalid payload.
   */
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
}

/** Where features register their job handlers (`app.jobs.register({ name, payload, handle })`). */
export interface JobRegistry extends Registry<JobDefinition> {
  register<Payload>(definition: JobDefinition<Payload>): void;
}

export function createJobRegistry(): JobRegistry {
  return createRegistry<JobDefinition>('Job');
}
