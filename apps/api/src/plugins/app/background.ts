import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTaskEngine } from '../../lib/tasks/task-engine';
import type { TaskQueue } from '../../lib/tasks/tasks';
import { createLiveHub, type LiveHub } from '../../lib/live/live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Enqueues background tasks (lib/tasks); pg-boss on the app's database. */
    taskQueue: TaskQueue;
    /** Publishes live events to users' open streams on every instance (lib/live). */
    live: LiveHub;
  }
}

/**
 * The shared machinery that runs beside the routes: the task engine and the live channel. Both start once every
 * feature has registered its tasks and events (onReady) and stop when the app closes; with `WORKERS=false` the
 * engine only enqueues, so API-only instances never run handlers or schedules.
 */
export default fp(
  async function background(app: FastifyInstance) {
    const engine = createTaskEngine({
      database: app.database,
      registry: app.tasks,
      log: app.log.child({ component: 'tasks' }),
      workers: app.config.workers,
      databaseUrl: app.config.databaseUrl,
    });
    const live = createLiveHub({ database: app.database, registry: app.liveEvents, log: app.log });
    app.decorate('taskQueue', { enqueue: engine.enqueue });
    app.decorate('live', live);

    app.addHook('onReady', async () => {
      await live.start();
      // Always, workers or not: enqueueing inside a caller's transaction must find pg-boss installed and its
      // queues known, because on PGlite's single connection it cannot look them up beside that transaction.
      await engine.start();
    });
    app.addHook('onClose', async () => {
      await engine.stop();
      await live.stop();
    });
  },
  { name: 'background', dependencies: ['context', 'registries'] },
);
