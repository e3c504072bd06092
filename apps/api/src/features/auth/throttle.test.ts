import { AUTH_MESSAGES, tooManyRequestsMessage, tooManySignInAttemptsMessage } from '@waypoint/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle } from '../../db/schema';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { signUpAndSignIn, TEST_PASSWORD } from '../../test/auth';
import { THROTTLE_RULES } from './throttle';
import { createThrottleRepository } from './throttle.repository';

type App = Awaited<ReturnType<typeof buildTestApp>>;

function signIn(app: App, email: string, password: string, remoteAddress = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });
}

function requestReset(app: App, email: string, remoteAddress = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password/complete' },
    remoteAddress,
  });
}

const { max: ACCOUNT_MAX } = THROTTLE_RULES.signInAccount;

describe('sign-in throttling per account', () => {
  it(`answers 429 after ${ACCOUNT_MAX} failures in 15 minutes, even to the right password`, async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    for (let attempt = 0; attempt < ACCOUNT_MAX; attempt += 1) {
      // From many addresses, as a botnet would: the account's own count still adds up.
      expect((await signIn(app, account.email, 'wrong guess', `198.51.100.${attempt}`)).statusCode).toBe(401);
    }

    const blocked = await signIn(app, account.email, TEST_PASSWORD, '192.0.2.200');
    const body = expectErrorBody(blocked, 429, 'RATE_LIMITED');
    expect(body.message).toBe(tooManySignInAttemptsMessage(15));
    expect(body.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const answers: string[] = [];
    for (const email of [account.email, 'nobody@example.org']) {
      for (let attempt = 0; attempt < ACCOUNT_MAX; attempt += 1) await signIn(app, email, 'wrong guess');
      const blocked = await signIn(app, email, 'wrong guess', '192.0.2.1');
      expect(blocked.statusCode).toBe(429);
      answers.push(blocked.json().message);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('forgets the failures once the owner signs in', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    for (let attempt = 0; attempt < ACCOUNT_MAX - 1; attempt += 1)
      await signIn(app, account.email, 'wrong guess');
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_MAX - 1; attempt += 1)
      await signIn(app, account.email, 'wrong guess');
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the account in again when the window has passed', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    for (let attempt = 0; attempt <= ACCOUNT_MAX; attempt += 1)
      await signIn(app, account.email, 'wrong guess');
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(429);

    await app.database.db.update(authThrottle).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps no address in the counters', async () => {
    const app = await buildTestApp();
    await signIn(app, 'casey@example.org', 'wrong guess');
    const keys = await app.database.db.select({ key: authThrottle.key }).from(authThrottle);
    expect(keys.map(({ key }) => key).join(' ')).not.toContain('casey');
  });
});

describe('sign-in throttling per IP', () => {
  it(`answers 429 to an address after ${THROTTLE_RULES.signInIp.max} failures across accounts`, async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    for (let attempt = 0; attempt < THROTTLE_RULES.signInIp.max; attempt += 1) {
      expect((await signIn(app, `guess-${attempt}@example.org`, 'wrong guess')).statusCode).toBe(401);
    }
    const blocked = await signIn(app, account.email, TEST_PASSWORD);
    expect(expectErrorBody(blocked, 429, 'RATE_LIMITED').message).toBe(tooManySignInAttemptsMessage(15));

    const elsewhere = await signIn(app, account.email, TEST_PASSWORD, '192.0.2.99');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('password reset throttling', () => {
  it('limits requests per address, answering existing and unknown addresses alike', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const { max } = THROTTLE_RULES.resetAddress;
    const bodies: string[] = [];
    for (const email of [account.email, 'nobody@example.org']) {
      for (let request = 0; request < max; request += 1) {
        const response = await requestReset(app, email, `198.51.100.${request}`);
        expect(response.statusCode).toBe(200);
        bodies.push(response.body);
      }
      const blocked = await requestReset(app, email, '192.0.2.50');
      expect(expectErrorBody(blocked, 429, 'RATE_LIMITED').message).toBe(tooManyRequestsMessage(60));
    }
    expect(new Set(bodies)).toEqual(
      new Set([JSON.stringify({ status: true, message: AUTH_MESSAGES.resetRequested })]),
    );
  });

  it('limits requests per IP across addresses', async () => {
    const app = await buildTestApp();
    for (let request = 0; request < THROTTLE_RULES.resetIp.max; request += 1) {
      expect((await requestReset(app, `person-${request}@example.org`)).statusCode).toBe(200);
    }
    expectErrorBody(await requestReset(app, 'one-more@example.org'), 429, 'RATE_LIMITED');
  });
});

describe('consume', () => {
  it('counts concurrent attempts exactly, whichever instance makes them', async () => {
    const app = await buildTestApp();
    const rule = { name: 'test', max: 5, windowSeconds: 60 };
    const { consume } = createThrottleRepository(app.database.db);
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => consume(rule, 'subject')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });
});
