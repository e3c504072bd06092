import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installComputedStyleCache } from './computed-style-cache';
import { installLabelControlLookup } from './label-control';
import { installMatchMedia, setViewportWidth } from './match-media';

installMatchMedia();
installLabelControlLookup();
installComputedStyleCache();

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  window.localStorage.clear();
  setViewportWidth(1280);
});
