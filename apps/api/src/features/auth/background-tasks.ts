import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** Resolves when everything started so far has settled (shutdown, tests). */
  settled(): Promise<void>;
}

/** Work finished after the answer went out (e-mails), tracked so shutdown waits for it instead of dropping it. */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task
        .catch((error: unknown) => log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
