import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './match-media';

installMatchMedia();

// Component tests never reach a network: a request no test stubbed (stub-api.ts, stub-fetch.ts) fails the way an
// unreachable server does, instead of happy-dom's fetch trying a connection to its page's origin.
globalThis.fetch = (input: RequestInfo | URL): Promise<Response> =>
  Promise.reject(new TypeError(`fetch failed: no server in component tests (${String(input)})`));

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  window.localStorage.clear();
  setViewportWidth(1280);
});
