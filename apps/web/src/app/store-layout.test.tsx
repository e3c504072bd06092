import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

const loads = vi.hoisted(() => ({ storeLayout: 0 }));

// Counts how often the router loads the store layout's chunk (a module loads once, so at most once here).
vi.mock('./store-layout', async (importOriginal) => {
  loads.storeLayout += 1;
  return importOriginal();
});

describe('the Redux store layout', () => {
  it('is not loaded by the public pages, and is loaded by the first page that needs it', async () => {
    // /crisis-resources signed out is public too: crisis help must not wait for the shell's downloads. Sign-in
    // and the reset request load the store only when their form is used (decision 031).
    for (const path of ['/', '/privacy', '/terms', '/crisis-resources', '/signin', '/reset-password']) {
      const { unmount } = renderRoute(path, { signedIn: false });
      await screen.findByRole('heading', { level: 1 });
      unmount();
    }
    expect(loads.storeLayout).toBe(0);

    renderRoute('/register', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(loads.storeLayout).toBe(1);
  }, 20_000);
});
