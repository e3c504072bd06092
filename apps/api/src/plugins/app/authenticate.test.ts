import { AUTH_MESSAGES } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { sessions, users } from '../../db/schema';
import { features } from '../../features';
import { sessionTokenHash } from '../../lib/sessions/session-token';
import { bearer, signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { currentUser } from './authenticate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Routes that exist only in these tests: not public, so the session check applies; two declare roles. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/whoami', async (request) => currentUser(request));
  app.get('/probe/admin', { config: { roles: ['admin'] } }, async () => ({ ok: true }));
  app.get('/probe/staff', { config: { roles: ['moderator', 'admin'] } }, async () => ({ ok: true }));
};

async function signedIn(config: Partial<AppConfig> = {}) {
  const app = await buildTestApp({ config, features: [...features, probeRoutes] });
  const account = await signUpAndSignIn(app);
  const session = async () => {
    const [row] = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, sessionTokenHash(account.token)));
    return row;
  };
  const setSession = (values: Partial<typeof sessions.$inferInsert>) =>
    app.database.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.token, sessionTokenHash(account.token)));
  const whoami = () => app.inject({ method: 'GET', url: '/api/probe/whoami', headers: account.headers });
  return { app, account, session, setSession, whoami };
}

describe('the session check on every non-public route', () => {
  it('sets request.user from a valid bearer token', async () => {
    const { account, whoami } = await signedIn();
    const response = await whoami();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: account.user.id,
      email: account.email,
      role: 'veteran',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '+15555550123',
      emailVerified: false,
    });
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic am9yZGFuOnNlY3JldA==' }],
    ['a token that was never issued', bearer('x'.repeat(32))],
    ['a token with extra characters', { authorization: "Bearer abc' OR 1=1 --" }],
  ])('answers 401 with %s', async (_case, headers) => {
    const { app } = await signedIn();
    const response = await app.inject({ method: 'GET', url: '/api/probe/whoami', headers });
    const body = expectErrorBody(response, 401, 'UNAUTHENTICATED');
    expect(body).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.signInToContinue });
  });

  // Personal data (a profile, the benefits-portal snapshot) was sent without Cache-Control (issue #22).
  it('marks every answer of a signed-in route no-store, refusals included', async () => {
    const { app, whoami } = await signedIn();
    expect((await whoami()).headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/probe/whoami' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('accepts the scheme in any case', async () => {
    const { app, account } = await signedIn();
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/whoami',
      headers: { authorization: `bearer ${account.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('idle timeout (SESSION_IDLE_MINUTES, default 30)', () => {
  it('ends a session unused for 30 minutes and deletes it', async () => {
    const { session, setSession, whoami } = await signedIn();
    await setSession({ updatedAt: new Date(Date.now() - 30 * MINUTE - 1000) });

    const body = expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
    expect(body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(await session()).toBeUndefined();
    expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
  });

  it('slides: each use moves the last activity forward', async () => {
    const { session, setSession, whoami } = await signedIn();
    await setSession({ updatedAt: new Date(Date.now() - 29 * MINUTE) });

    expect((await whoami()).statusCode).toBe(200);
    const touched = await session();
    expect(Date.now() - touched!.updatedAt.getTime()).toBeLessThan(MINUTE);
  });

  it('follows the configured number of minutes', async () => {
    const { setSession, whoami } = await signedIn({ sessionIdleMinutes: 5 });
    await setSession({ updatedAt: new Date(Date.now() - 4 * MINUTE) });
    expect((await whoami()).statusCode).toBe(200);
    await setSession({ updatedAt: new Date(Date.now() - 6 * MINUTE) });
    expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
  });
});

describe('absolute timeout (SESSION_ABSOLUTE_HOURS, default 12)', () => {
  it('is stored as the session expiry at sign-in', async () => {
    const { session } = await signedIn();
    const row = await session();
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(12 * HOUR, -4);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const { session, setSession, whoami } = await signedIn();
    await setSession({ createdAt: new Date(Date.now() - 12 * HOUR - 1000), updatedAt: new Date() });

    const body = expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
    expect(body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(await session()).toBeUndefined();
  });

  it('is never extended by activity', async () => {
    const { session, whoami } = await signedIn();
    const before = await session();
    expect((await whoami()).statusCode).toBe(200);
    expect((await session())!.expiresAt).toEqual(before!.expiresAt);
  });

  it('also holds when better-auth would still accept the session (stored expiry in the past)', async () => {
    const { setSession, whoami } = await signedIn();
    await setSession({ expiresAt: new Date(Date.now() - 1000) });
    expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
  });

  it('follows a shortened setting for sessions that already exist', async () => {
    const { setSession, whoami } = await signedIn({ sessionAbsoluteHours: 2 });
    await setSession({ createdAt: new Date(Date.now() - 2 * HOUR - 1000) });
    expectErrorBody(await whoami(), 401, 'UNAUTHENTICATED');
  });
});

describe('roles declared in a route config', () => {
  it('answers 403 to a signed-in user without the role and 401 to nobody', async () => {
    const { app, account } = await signedIn();
    const forbidden = await app.inject({ method: 'GET', url: '/api/probe/admin', headers: account.headers });
    expect(expectErrorBody(forbidden, 403, 'FORBIDDEN').message).toBe(AUTH_MESSAGES.forbidden);
    expectErrorBody(await app.inject({ method: 'GET', url: '/api/probe/admin' }), 401, 'UNAUTHENTICATED');
  });

  it('lets any of the listed roles through', async () => {
    const { app, account } = await signedIn();
    for (const role of ['moderator', 'admin'] as const) {
      await app.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
      const response = await app.inject({ method: 'GET', url: '/api/probe/staff', headers: account.headers });
      expect(response.json(), role).toEqual({ ok: true });
    }
  });
});
