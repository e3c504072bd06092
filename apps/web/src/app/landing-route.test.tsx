import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

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

describe('/ for a signed-in visitor', () => {
  it('offers the dashboard and the account menu in the header instead of Sign In and Join', async () => {
    window.localStorage.setItem('user_name', 'Dana Reyes');
    const { user, router } = renderRoute('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const menu = await within(banner).findByRole('button', { name: 'Account menu for Dana Reyes' });
    expect(menu).toHaveTextContent('DR');
    expect(menu).toHaveTextContent('Dana Reyes');
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});
