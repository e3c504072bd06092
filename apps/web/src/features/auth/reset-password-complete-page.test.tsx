import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const RESET = 'POST /auth/reset-password';
const STATUS = 'GET /auth/reset-password/status';
const DEAD = 'This reset link has expired or was already used. Request a new one.';

/** Opens the page; the link check answers "usable" unless the test says otherwise. */
async function openComplete(path: string, routes: ApiRoutes = {}) {
  const api = stubApi({ [STATUS]: { status: 200, body: { usable: true } }, ...routes });
  const view = renderRoute(path, { signedIn: false });
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  const posts = () => api.calls.filter((call) => call.method === 'POST');
  const fill = async (password: string, confirmation: string) => {
    if (password) await view.user.type(screen.getByLabelText(/^New password/), password);
    if (confirmation) await view.user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { ...api, ...view, fill, posts };
}

function expectDeadLink() {
  expect(screen.getByRole('alert')).toHaveTextContent(DEAD);
  expect(screen.getByRole('link', { name: 'Send me a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
}

describe('/reset-password/complete', () => {
  it('without a token explains the link and offers a new one, asking the server nothing', async () => {
    const { calls } = await openComplete('/reset-password/complete');
    expectDeadLink();
    expect(calls).toEqual([]);
  });

  it('checks the link as the page opens: a used or expired one explains itself before anything is typed', async () => {
    const { calls } = await openComplete('/reset-password/complete?token=used%2B1', {
      [STATUS]: { status: 200, body: { usable: false } },
    });
    await waitFor(expectDeadLink);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /auth/reset-password/status?token=used%2B1',
    ]);
  });

  it('shows the form for a usable link once checked', async () => {
    await openComplete('/reset-password/complete?token=abc');
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the form when the link cannot be checked (the reset’s own answer tells)', async () => {
    await openComplete('/reset-password/complete?token=abc', {
      [STATUS]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('applies the registration password rules with their messages', async () => {
    const { fill, posts } = await openComplete('/reset-password/complete?token=abc');
    await screen.findByLabelText(/^New password/);
    await fill('', '');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Confirm your password',
    );
    await fill('short', 'other');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords must match',
    );
    expect(posts()).toEqual([]);
  });

  it('sets the password with the token, then leads to sign-in with a note', async () => {
    const { fill, posts, router } = await openComplete('/reset-password/complete?token=abc', {
      [RESET]: { status: 200, body: { status: true } },
    });
    await screen.findByLabelText(/^New password/);
    await fill('lakeside walk', 'lakeside walk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reset=1');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
    expect(posts()[0]?.body).toEqual({ token: 'abc', newPassword: 'lakeside walk' });
  });

  it('a link used up while the page was open explains itself on submit and offers a new one', async () => {
    const { fill } = await openComplete('/reset-password/complete?token=old', {
      [RESET]: { status: 400, body: { status: 400, code: 'BAD_REQUEST', message: DEAD } },
    });
    await screen.findByLabelText(/^New password/);
    await fill('lakeside walk', 'lakeside walk');
    await waitFor(expectDeadLink);
  });

  it('shows the server’s word on a breached password at the field', async () => {
    const message = 'This password appears in lists of breached passwords. Choose a different one.';
    const { fill } = await openComplete('/reset-password/complete?token=abc', {
      [RESET]: {
        status: 400,
        body: { status: 400, code: 'VALIDATION', message, fieldErrors: { newPassword: message } },
      },
    });
    await screen.findByLabelText(/^New password/);
    await fill('password123', 'password123');
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(message));
  });
});
