import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TransactionScope } from '../transaction';
import { createRegistry, type Registry } from '../registry';

/*
 * Background tasks: the contract and the registry. The engine that implements `TaskQueue` is pg-boss on the app's
 * own database (`task-engine.ts`, offered to features as `app.taskQueue`), and it guarantees:
 * - Tasks live in the database, not in a process: several API instances on one PostgreSQL share one queue, a task
 *   enqueued on one instance may run on any other, and a restart or a crash loses no task.
 * - At-least-once: a task whose instance dies mid-run, or whose handler throws, runs again (up to its retry
 *   limit), so every handler must be idempotent.
 * - A scheduled task runs once per occurrence across all instances, not once per instance.
 * - A task enqueued inside a transaction (its `TransactionScope`) exists only if that transaction commits.
 * - No process-local state: handlers read what they need from the database and the payload.
 */

export interface TaskContext {
  /** The engine's id for this run's task; the same across retries. */
  taskId: string;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
  /** Aborted when the instance shuts down; a handler stops and lets a retry finish the work. */
  signal: AbortSignal;
}

export interface TaskDefinition<Payload = unknown> {
  /** `<feature>.<task>`, unique across the app; also the name of its pg-boss queue, stored with queued work. */
  name: string;
  /** Checked when enqueued and again when run: the payload crossed the database as JSON. */
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: TaskContext): Promise<void>;
  /** Cron expression in UTC, for recurring tasks (their payload is `{}`). */
  schedule?: string;
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
}

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** A UUID: at most one task with this id ever exists, so enqueueing the same work twice queues it once. */
  id?: string;
  /** Enqueue inside this transaction: the task exists only if it commits. */
  transaction?: TransactionScope;
}

/** What the engine offers features as `app.taskQueue`. */
export interface TaskQueue {
  /**
   * Resolves with the task's id once it is stored (or, with `id`, once it was already there); rejects for an
   * unregistered name or an invalid payload.
   */
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
}

/** Where features register their task handlers (`app.tasks.register({ name, payload, handle })`). */
export interface TaskRegistry extends Registry<TaskDefinition> {
  register<Payload>(definition: TaskDefinition<Payload>): void;
}

export function createTaskRegistry(): TaskRegistry {
  return createRegistry<TaskDefinition>('Task');
}
