import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('user menu', () => {
  it('shows the placeholder name and its initials by default', async () => {
    renderRoute('/dashboard');
    const button = await screen.findByRole('button', { name: 'Account menu for Veteran User' });
    expect(button).toHaveTextContent('VU');
  });

  it('shows the stored name and at most two initials', async () => {
    window.localStorage.setItem('user_name', 'Maria Elena Cruz');
    renderRoute('/dashboard');
    const button = await screen.findByRole('button', { name: 'Account menu for Maria Elena Cruz' });
    expect(button).toHaveTextContent('MC');
  });

  it('offers Profile, Notification Settings and Sign out', async () => {
    const { user } = renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Notification Settings', 'Sign out']);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('signs out: clears the token and the name, then lands on /signin', async () => {
    window.localStorage.setItem('auth_token', 'token-1');
    window.localStorage.setItem('user_name', 'Dana Reyes');
    const { user, router } = renderRoute('/benefits');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_name')).toBeNull();
  });
});
