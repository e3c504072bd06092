import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderRoute } from '../../test/render-route';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const RESET = 'POST /auth/reset-password';
const DEAD = 'This reset link has expired or was already used. Request a new one.';

async function openComplete(path: string, routes: ApiRoutes = {}) {
  const api = stubApi(routes);
  const view = renderRoute(path, { signedIn: false });
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  const fill = async (password: string, confirmation: string) => {
    if (password) await view.user.type(screen.getByLabelText(/^New password/), password);
    if (confirmation) await view.user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { ...api, ...view, fill };
}

function expectDeadLink() {
  expect(screen.getByRole('alert')).toHaveTextContent(DEAD);
  expect(screen.getByRole('link', { name: 'Send me a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
}

describe('/reset-password/complete', () => {
  it('without a token explains the link and offers a new one', async () => {
    await openComplete('/reset-password/complete');
    expectDeadLink();
  });

  it('applies the registration password rules with their messages', async () => {
    const { fill, fetchMock } = await openComplete('/reset-password/complete?token=abc');
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the token, then leads to sign-in with a note', async () => {
    const { fill, calls, router } = await openComplete('/reset-password/complete?token=abc', {
      [RESET]: { status: 200, body: { status: true } },
    });
    await fill('lakeside walk', 'lakeside walk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reset=1');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
    expect(calls[0]?.body).toEqual({ token: 'abc', newPassword: 'lakeside walk' });
  });

  it('an expired or used link explains itself and offers a new one', async () => {
    const { fill } = await openComplete('/reset-password/complete?token=old', {
      [RESET]: { status: 400, body: { status: 400, code: 'BAD_REQUEST', message: DEAD } },
    });
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
    await fill('password123', 'password123');
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(message));
  });
});
