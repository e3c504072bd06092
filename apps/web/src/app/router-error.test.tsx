import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

// A screen that fails while rendering, to prove no custom errorElement sits between it and the router.
vi.mock('../features/dashboard/dashboard-page', () => ({
  default: function BrokenPage(): never {
    throw new Error('Dashboard exploded');
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('router errors', () => {
  it("shows React Router's default error screen with the error text", async () => {
    // React and React Router report the render error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Dashboard exploded')).toBeInTheDocument();
  });
});
