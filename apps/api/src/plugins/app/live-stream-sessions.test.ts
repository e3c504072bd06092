import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../../app';
import type { AppConfig } from '../../config';
import { sessions } from '../../db/schema';
import { MAX_STREAMS_PER_USER } from '../../lib/live/live';
import { createLiveStreamsRepository } from '../../lib/live/live-streams.repository';
import { sessionTokenHash } from '../../lib/sessions/session-token';
import { signUpAndSignIn, TEST_PASSWORD, type SignedInUser } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { readUntil, readUntilEnd } from '../../test/sse';

/** An instance of the API listening on a port (its streams are real sockets), sharing the test database. */
async function instance(config: Partial<AppConfig> = {}) {
  const app = await buildTestApp({ config });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address };
}

/** Opens `GET /api/live` with the token and waits for the stream to be open. */
async function openStream(address: string, token: string) {
  const controller = new AbortController();
  onTestFinished(() => controller.abort());
  const response = await fetch(`${address}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await readUntil(reader, ': connected');
  return { reader, openedAt: Date.now() };
}

const post = (app: App, url: string, user: SignedInUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: user.headers, ...(payload && { payload }) });

/** Resolves once the user's streams are recorded as open (the row is written just after the first bytes). */
async function recorded(app: App, userId: string, count: number) {
  const streams = createLiveStreamsRepository(app.database.db);
  for (let waited = 0; (await streams.countFor(userId)) !== count; waited += 20) {
    if (waited > 5_000) throw new Error(`not ${count} streams recorded`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a live stream ends with its session, on whichever instance holds it', () => {
  it.each([
    ['sign-out', (app: App, user: SignedInUser) => post(app, '/api/auth/sign-out', user)],
    [
      'a password change',
      (app: App, user: SignedInUser) =>
        post(app, '/api/auth/change-password', user, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'Quiet harbor lantern 7',
        }),
    ],
    [
      'the account’s deletion',
      (app: App, user: SignedInUser) => post(app, '/api/account/deletion', user, { password: TEST_PASSWORD }),
    ],
  ])('closes within a second of %s on another instance', async (_what, end) => {
    const holder = await instance();
    const other = await instance();
    const user = await signUpAndSignIn(other.app);
    const { reader } = await openStream(holder.address, user.token);
    await recorded(holder.app, user.user.id, 1);
    const answer = await end(other.app, user);
    const answeredAt = Date.now();
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    const { endedAt: closedAt } = await readUntilEnd(reader, 5_000);
    expect(closedAt - answeredAt).toBeLessThan(1_000);
  });

  it('closes within a second of the idle time-out, and a request meanwhile keeps it open', async () => {
    // 3 s of idle time; a session is used again when any request of it comes (not by the stream itself).
    const { app, address } = await instance({ sessionIdleMinutes: 0.05 });
    const user = await signUpAndSignIn(app);
    const { reader, openedAt } = await openStream(address, user.token);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const usingAt = Date.now();
    const used = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(used.statusCode).toBe(200);
    const usedAt = Date.now();
    const { endedAt } = await readUntilEnd(reader, 10_000);
    expect(endedAt - openedAt).toBeGreaterThan(3_000);
    // The idle time counts from the request's use of the session, somewhere between its start and its answer.
    expect(endedAt).toBeGreaterThanOrEqual(usingAt + 3_000 - 50);
    expect(endedAt - (usedAt + 3_000)).toBeLessThan(1_000);
    // The session ended with it.
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode).toBe(401);
  });

  it('closes within a second of the session’s absolute end', async () => {
    const { app, address } = await instance();
    const user = await signUpAndSignIn(app);
    const endsAt = new Date(Date.now() + 2_000);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: endsAt })
      .where(eq(sessions.token, sessionTokenHash(user.token)));
    const { reader } = await openStream(address, user.token);
    const { endedAt } = await readUntilEnd(reader, 10_000);
    expect(endedAt - endsAt.getTime()).toBeLessThan(1_000);
    expect(endedAt - endsAt.getTime()).toBeGreaterThan(-100);
  });
});

describe('streams per user', () => {
  it(`are at most ${MAX_STREAMS_PER_USER} across instances: one more closes the oldest, at once`, async () => {
    const first = await instance();
    const second = await instance();
    const user = await signUpAndSignIn(first.app);
    const opened = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      opened.push(await openStream(index % 2 === 0 ? first.address : second.address, user.token));
      await recorded(first.app, user.user.id, index + 1);
    }
    const extraAt = Date.now();
    const newest = await openStream(second.address, user.token);
    const { endedAt, received } = await readUntilEnd(opened[0]!.reader, 5_000);
    expect(endedAt - extraAt).toBeLessThan(1_000);
    // Told to wait before reconnecting, so the replaced tab does not push out another at once.
    expect(received).toContain('retry: 30000');
    await recorded(first.app, user.user.id, MAX_STREAMS_PER_USER);
    // The others stay open and still receive events.
    const marked = await first.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: user.headers,
    });
    expect(marked.statusCode).toBe(204);
    for (const stream of [...opened.slice(1), newest]) {
      await readUntil(stream.reader, 'event: notifications.changed');
    }
  });
});
