import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUserName } from '../../lib/auth-token';
import { getProfile, selectProfile } from '../../stores/profiles/api/get-profile';
import { makeProfile } from '../../test/fixtures/profiles';
import { stubApi } from '../../test/stub-api';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

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

  it('follows a name stored while it is shown', async () => {
    window.localStorage.setItem('user_name', 'Dana Reyes');
    renderRoute('/dashboard');
    await screen.findByRole('button', { name: 'Account menu for Dana Reyes' });
    act(() => setUserName('Alex Morgan'));
    expect(await screen.findByRole('button', { name: 'Account menu for Alex Morgan' })).toHaveTextContent(
      'AM',
    );
  });

  it('signs out: clears the token and the name, then lands on /signin', async () => {
    window.localStorage.setItem('auth_token', 'token-1');
    window.localStorage.setItem('user_name', 'Dana Reyes');
    const { fetchMock } = stubApi({ 'POST /auth/sign-out': { status: 200, body: { success: true } } });
    const { user, router } = renderRoute('/benefits');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_name')).toBeNull();
    // The shell's other calls (the notification centre) come first; the sign-out is the one that matters here.
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/sign-out')) ?? [];
    expect(String(url)).toBe('/api/auth/sign-out');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-1' } });
  });

  it('signs out even when the server cannot be reached, and forgets the profile and cached data', async () => {
    window.localStorage.setItem('auth_token', 'token-1');
    stubApi({
      'GET /veteran-profiles/auth/user-1': { status: 200, body: makeProfile() },
      'POST /auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, router, store } = renderRoute('/benefits');
    const cached = () => selectProfile(store.getState(), 'user-1');
    await store.dispatch(getProfile.initiate('user-1', { subscribe: false }));
    expect(cached()).toMatchObject({ authUserId: 'user-1' });
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await waitFor(() => expect(cached()).toBeUndefined());
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });
});
