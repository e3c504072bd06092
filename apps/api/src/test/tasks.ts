import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Tests only. Does what a worker does for the tasks of `name` already due in the queue (test apps run no
 * workers, so nothing else takes them): claims each one, runs its registered handler with the stored payload,
 * and marks it completed. A handler that throws fails the test. Answers how many ran.
 */
export async function runQueuedTasks(app: FastifyInstance, name: string): Promise<number> {
  const definition = app.tasks.get(name);
  if (!definition) throw new Error(`Task "${name}" is not registered.`);
  const { rows } = (await app.database.db.execute(sql`
    update pgboss.job set state = 'active', started_on = now()
     where name = ${name} and state in ('created', 'retry') and start_after <= now()
    returning id, data, retry_count as "retryCount"
  `)) as unknown as { rows: { id: string; data: unknown; retryCount: number }[] };
  for (const task of rows) {
    await definition.handle(definition.payload.parse(task.data), {
      taskId: task.id,
      attempt: task.retryCount + 1,
      log: app.log,
      signal: new AbortController().signal,
    });
    await app.database.db.execute(
      sql`update pgboss.job set state = 'completed', completed_on = now() where name = ${name} and id = ${task.id}`,
    );
  }
  return rows.length;
}
