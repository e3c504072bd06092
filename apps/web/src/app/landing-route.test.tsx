import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

vi.setConfig({ testTimeout: 20_000 });

describe('/', () => {
  it('is the landing page with the contact section last, and its form loads with the store', async () => {
    renderRoute('/', { signedIn: false });
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.at(-1)).toBe(contact);
    // jsdom has no IntersectionObserver, so the section counts as near the viewport from the start.
    expect(await within(contact).findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
