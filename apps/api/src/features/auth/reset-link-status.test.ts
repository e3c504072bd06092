import { AUTH_MESSAGES, resetLinkStatusSchema } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { signUpAndSignIn, waitForOutboxLink } from '../../test/auth';

type App = Awaited<ReturnType<typeof buildTestApp>>;

const NEW_PASSWORD = 'Quiet harbor lantern 7';

const status = (app: App, token: string) =>
  app.inject({ method: 'GET', url: `/api/auth/reset-password/status?token=${encodeURIComponent(token)}` });

const usable = async (app: App, token: string) => {
  const response = await status(app, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return resetLinkStatusSchema.parse(response.json()).usable;
};

const resetPassword = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: NEW_PASSWORD },
  });

/** A reset link e-mailed (to the outbox) for a new account; its token. */
async function issueResetLink(app: App): Promise<string> {
  const account = await signUpAndSignIn(app);
  await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: account.email },
  });
  return new URL(await waitForOutboxLink(app, account.email)).searchParams.get('token')!;
}

describe('GET /api/auth/reset-password/status', () => {
  it('says a fresh link is usable, without using it up', async () => {
    const app = await buildTestApp();
    const token = await issueResetLink(app);
    expect(await usable(app, token)).toBe(true);
    expect(await usable(app, token)).toBe(true);
    expect((await resetPassword(app, token)).statusCode).toBe(200);
  });

  it('says a used link is not usable', async () => {
    const app = await buildTestApp();
    const token = await issueResetLink(app);
    expect((await resetPassword(app, token)).statusCode).toBe(200);
    expect(await usable(app, token)).toBe(false);
  });

  it('says an expired link is not usable', async () => {
    const app = await buildTestApp();
    const token = await issueResetLink(app);
    await app.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await usable(app, token)).toBe(false);
  });

  it('says a made-up token is not usable', async () => {
    const app = await buildTestApp();
    expect(await usable(app, 'a'.repeat(24))).toBe(false);
    expect(await usable(app, '../sign-out?x=1')).toBe(false);
  });

  it('asks for a token with the dead-link message', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/auth/reset-password/status' });
    expect(expectErrorBody(response, 400, 'VALIDATION').message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});
