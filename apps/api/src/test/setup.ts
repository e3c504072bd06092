import { afterAll, beforeAll, beforeEach } from 'vitest';
import { getTestDatabase, resetBetweenTests } from './helper';
import { closeSharedApp } from './shared-test-app';

// Opening and migrating the worker's database takes seconds on a busy machine; pay it once per worker in a hook
// with room to spare, not inside the first test's time limit.
beforeAll(async () => {
  await getTestDatabase();
}, 120_000);

// Every test starts from empty tables, whatever order the worker runs the files in.
beforeEach(resetBetweenTests);

// The app the file's tests shared (shared-test-app.ts) ends with the file.
afterAll(closeSharedApp);
