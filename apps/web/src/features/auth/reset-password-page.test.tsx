import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const REQUEST = 'POST /auth/request-password-reset';
const SENT = 'If an account uses that address, we have sent it a link to reset the password.';

async function openReset(routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute('/reset-password', { signedIn: false });
  await screen.findByRole('form', { name: 'Reset password' });
  const email = screen.getByLabelText(/^Email/);
  const send = () => view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { ...api, ...view, email, send };
}

describe('/reset-password', () => {
  it('shows the frame texts, one e-mail field and the way back to sign-in', async () => {
    await openReset({});
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to reset your password')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('refuses an address that does not look like one, and sends nothing', async () => {
    const { user, email, send, fetchMock } = await openReset({});
    await user.type(email, 'dana@example');
    await send();
    expect(email).toHaveAccessibleDescription('Enter the email address associated with your account.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('idle → loading → success: sends the trimmed, lower-cased address with the complete route', async () => {
    const answer = deferredReply({ status: 200, body: { status: true, message: SENT } });
    const { user, email, send, calls } = await openReset({ [REQUEST]: answer.respond });
    await user.type(email, '  Dana@Example.COM ');
    await send();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByRole('status')).toHaveTextContent(`${SENT} Check your email.`);
    expect(calls[0]?.body).toEqual({ email: 'dana@example.com', redirectTo: '/reset-password/complete' });
  });

  it.each([
    [
      {
        status: 429,
        body: { status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Try again in 5 minutes.' },
      },
      'Too many requests. Try again in 5 minutes.',
    ],
    [{ status: 500, body: null }, 'We could not send your reset link. Please try again.'],
  ])('shows the service message or the fallback; editing returns to idle (%#)', async (reply, message) => {
    const { user, email, send } = await openReset({ [REQUEST]: reply });
    await user.type(email, 'dana@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.type(email, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
