import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default (one fewer than the cores) runs a single worker on a 2-core machine, leaving a core idle
    // while a worker waits on its database; two workers there run the suites in about three quarters of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
