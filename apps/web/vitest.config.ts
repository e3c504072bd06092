import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // happy-dom rather than jsdom: the same tests in about two thirds of the CPU time (decision 048), and computed
    // styles resolved as a browser resolves them (15rem is 240px).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A limit on a whole test catches a hang, not slowness: a page test renders the real routes with MUI, and on a
    // busy 2-core machine (the unit suites run two workers) a test of several steps takes many times its quiet
    // time. Each step still waits only for its condition (render-route.ts: find* up to 15 s).
    testTimeout: 60_000,
  },
});
