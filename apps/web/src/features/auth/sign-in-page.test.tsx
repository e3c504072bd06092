import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { sessionEndpoints, sessionUtil } from '../../lib/session/get-session';
import { selectProfile } from '../../stores/profiles/api/get-profile';
import { makeAuthSession } from '../../test/fixtures/auth';
import { makeProfile } from '../../test/fixtures/profiles';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderRoute, TEST_USER } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const session = makeAuthSession({ token: 'token-9', user: TEST_USER });
const dashboard: Dashboard = { persona: 'veteran', figures: {}, unavailable: [], announcements: [] };
const signedIn: ApiRoutes = {
  'POST /auth/sign-in/email': { status: 200, body: session },
  'GET /veteran-profiles/auth/user-1': { status: 200, body: makeProfile() },
  'GET /me': { status: 200, body: TEST_USER },
  'GET /dashboard': { status: 200, body: dashboard },
};

async function openSignIn(path = '/signin', routes: ApiRoutes = signedIn) {
  const api = stubApi(routes);
  const view = renderRoute(path, { signedIn: false });
  const form = await screen.findByRole('form', { name: 'Sign in' });
  return { ...api, ...view, form };
}

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/signin', () => {
  it('shows the frame: title, subtitle, crisis help, focus on the form area, links', async () => {
    const { form } = await openSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account to continue')).toBeInTheDocument();
    expect(form).toHaveAttribute('id', 'sign-in-form');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sign In' })).toHaveFocus());
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('Skip to main content');
    expect(screen.getByRole('link', { name: 'Crisis support' })).toHaveAttribute('href', '/crisis-resources');
    expect(within(form).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('asks for both fields, and the message clears on the next edit', async () => {
    const { user, fetchMock } = await openSignIn();
    await fillAndSubmit(user, 'dana@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter both your email address and password.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the address trimmed and lower-cased, shows "Signing in…", stores the session, goes to /dashboard', async () => {
    const answer = deferredReply({ status: 200, body: session });
    const { user, calls, router } = await openSignIn('/signin', {
      ...signedIn,
      'POST /auth/sign-in/email': answer.respond,
    });
    await fillAndSubmit(user, '  Dana.Reyes@Example.COM ', 'lakeside walk');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/sign-in/email',
      body: { email: 'dana.reyes@example.com', password: 'lakeside walk' },
    });
    expect(window.localStorage.getItem('auth_token')).toBe('token-9');
    expect(window.localStorage.getItem('user_name')).toBe('Dana Reyes');
    expect(router.state.historyAction).toBe('REPLACE');
    // The figures were asked for once, beside the profile look-up, and no session check followed the sign-in.
    await screen.findByText('Veteran view');
    const sent = calls.map((call) => `${call.method} ${call.path}`);
    expect(sent.filter((call) => call === 'GET /dashboard')).toHaveLength(1);
    expect(sent).not.toContain('GET /me');
  });

  it.each([
    [
      {
        status: 401,
        body: {
          status: 401,
          code: 'UNAUTHENTICATED',
          message: 'The email address or password is incorrect.',
        },
      },
      'The email address or password is incorrect.',
    ],
    [{ status: 502, body: '<html>Bad gateway</html>' }, 'Unable to sign in. Please try again.'],
  ])('shows the service message, else the fallback, in an alert (%#)', async (reply, message) => {
    const { user } = await openSignIn('/signin', { 'POST /auth/sign-in/email': reply });
    await fillAndSubmit(user, 'dana@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await user.type(screen.getByLabelText(/^Email/), 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the auth service is unavailable when it cannot be reached', async () => {
    const { user } = await openSignIn('/signin', {
      'POST /auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await fillAndSubmit(user, 'dana@example.com', 'lakeside walk');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication service is unavailable. Please try again later.',
    );
  });

  it('returns to the page the guard remembered, but never to another site', async () => {
    const first = await openSignIn('/signin?redirectTo=%2Fbenefits%3Ftab%3D2');
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to continue.');
    await fillAndSubmit(first.user, 'dana@example.com', 'lakeside walk');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/benefits'));
    expect(first.router.state.location.search).toBe('?tab=2');
    first.unmount();
    window.localStorage.clear(); // signed out again: a signed-in visitor would skip the form

    const second = await openSignIn('/signin?redirectTo=%2F%2Fevil.example');
    await fillAndSubmit(second.user, 'dana@example.com', 'lakeside walk');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });

  it('drops what this device cached for someone else before the new session starts', async () => {
    const { user, store, calls } = await openSignIn();
    const previous = { ...TEST_USER, id: 'someone-else', firstName: 'Previous' };
    store.dispatch(
      sessionUtil.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: previous }]),
    );
    await fillAndSubmit(user, 'dana@example.com', 'lakeside walk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeInTheDocument();
    // The previous person's cached answer is gone: the session is the account the sign-in answer named.
    expect(sessionEndpoints.getSession.select()(store.getState()).data).toEqual(TEST_USER);
    expect(calls.map((call) => `${call.method} ${call.path}`)).not.toContain('GET /me');
    // The profile the sign-in read is in the one profile cache, where the dashboard finds it.
    expect(selectProfile(store.getState(), 'user-1')?.authUserId).toBe('user-1');
  });

  it('leads someone without a veteran profile to /profile to complete it', async () => {
    const { user, router } = await openSignIn('/signin', {
      ...signedIn,
      'GET /veteran-profiles/auth/user-1': { status: 404, body: { message: 'Not found' } },
    });
    await fillAndSubmit(user, 'dana@example.com', 'lakeside walk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it.each([
    ['?verified=1', 'Your e-mail is verified. Sign in to finish setting up your profile.'],
    ['?reset=1', 'Your password was changed. Sign in with your new password.'],
  ])('%s shows a success note', async (search, note) => {
    await openSignIn(`/signin${search}`);
    expect(screen.getByRole('status')).toHaveTextContent(note);
  });

  it('sends someone already signed in on to the dashboard instead of showing the form', async () => {
    const { router } = renderRoute('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends someone already signed in to the page asked for, when it is on this site', async () => {
    const { router } = renderRoute('/signin?redirectTo=%2Fbenefits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits');
  });
});
