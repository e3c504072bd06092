import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:cluster` only: the cluster's tests start PostgreSQL, nginx and three API instances, so they stay
// out of `npm run test:unit` (whose `scripts` project takes only *.test.ts).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'cluster',
    include: ['scripts/cluster/*.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
