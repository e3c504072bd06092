import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One database per worker (see src/test/helper.ts) only works if a worker keeps its modules between files;
    // starting PGlite costs seconds, so re-creating it for every file would dominate the run.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    hookTimeout: 30_000,
    testTimeout: 30_000,
  },
});
