import { AUTH_MESSAGES, tooManyRequestsMessage, tooManySignInAttemptsMessage } from '@waypoint/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle, outboxEmails } from '../../db/schema';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { sendQueuedAuthMail, signUpAndSignIn, TEST_PASSWORD } from '../../test/auth';
import { SIGN_IN_BACKOFF, THROTTLE_RULES } from './throttle';
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

const FREE = SIGN_IN_BACKOFF.freeFailures;
/** Addresses that each fail once: a botnet, or many people mistyping; none of them "has been failing". */
const elsewhere = (attempt: number) => `198.51.100.${attempt + 1}`;

async function backOffAccount(app: App, email: string, failures: number = FREE) {
  for (let attempt = 0; attempt < failures; attempt += 1) {
    expect((await signIn(app, email, 'wrong guess', elsewhere(attempt))).statusCode).toBe(401);
  }
}

/** Moves the account's last failure this many seconds into the past, as if the time had passed. */
function age(app: App, seconds: number) {
  return app.database.db
    .update(authThrottle)
    .set({ resetAt: sql`${authThrottle.resetAt} - ${sql.raw(`interval '${seconds} seconds'`)}` })
    .where(sql`${authThrottle.key} like 'sign-in:account:%'`);
}

describe('sign-in back-off per account (no lockout)', () => {
  // Ten failures used to lock the account for everyone, the right password included, from any address.
  it('never refuses the right password from an address that has not been failing', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await backOffAccount(app, account.email, 30);
    expect((await signIn(app, account.email, TEST_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });

  it('makes an address that keeps failing wait, twice as long after each further failure', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const attacker = '203.0.113.7';
    for (let attempt = 0; attempt < FREE; attempt += 1) {
      expect((await signIn(app, account.email, 'wrong guess', attacker)).statusCode).toBe(401);
    }
    const first = await signIn(app, account.email, TEST_PASSWORD, attacker);
    expect(expectErrorBody(first, 429, 'RATE_LIMITED').message).toBe(tooManySignInAttemptsMessage(1));
    expect(first.headers['retry-after']).toBe('1');

    await age(app, 1);
    expect((await signIn(app, account.email, 'wrong guess', attacker)).statusCode).toBe(401);
    expect((await signIn(app, account.email, 'wrong guess', attacker)).headers['retry-after']).toBe('2');
    await age(app, 2);
    expect((await signIn(app, account.email, 'wrong guess', attacker)).statusCode).toBe(401);
    expect((await signIn(app, account.email, 'wrong guess', attacker)).headers['retry-after']).toBe('4');
  });

  it('waits at most 15 minutes, and counts again once the wait is over', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await backOffAccount(app, account.email, 40);
    const attacker = '203.0.113.9';
    for (let attempt = 0; attempt < THROTTLE_RULES.signInClient.max; attempt += 1) {
      await signIn(app, 'someone-else@example.org', 'wrong guess', attacker);
    }
    const blocked = await signIn(app, account.email, 'wrong guess', attacker);
    expect(expectErrorBody(blocked, 429, 'RATE_LIMITED').message).toBe(tooManySignInAttemptsMessage(15));
    expect(Number(blocked.headers['retry-after'])).toBe(SIGN_IN_BACKOFF.maxDelaySeconds);

    await age(app, SIGN_IN_BACKOFF.maxDelaySeconds);
    expect((await signIn(app, account.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('e-mails the owner once when the back-off starts, and nobody for an unknown address', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await backOffAccount(app, account.email, FREE + 5);
    await backOffAccount(app, 'nobody@example.org', FREE + 5);
    expect(await sendQueuedAuthMail(app)).toBe(1);
    const mails = await app.database.db.select().from(outboxEmails);
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: account.email, subject: 'Failed sign-in attempts on your Waypoint account' },
    ]);
    expect(mails[0]!.text).toContain('slow down');
    expect(mails[0]!.text).not.toMatch(/https?:/);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const answers: string[] = [];
    for (const email of [account.email, 'nobody@example.org']) {
      const attacker = email === account.email ? '203.0.113.20' : '203.0.113.21';
      for (let attempt = 0; attempt < FREE; attempt += 1) await signIn(app, email, 'wrong guess', attacker);
      const blocked = await signIn(app, email, 'wrong guess', attacker);
      expect(blocked.statusCode).toBe(429);
      answers.push(blocked.body);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('forgets the failures once the owner signs in', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await backOffAccount(app, account.email, FREE + 3);
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      await app.database.db.$count(authThrottle, sql`${authThrottle.key} like 'sign-in:account:%'`),
    ).toBe(0);
  });

  it('keeps no address in the counters', async () => {
    const app = await buildTestApp();
    await signIn(app, 'casey@example.org', 'wrong guess');
    const keys = await app.database.db.select({ key: authThrottle.key }).from(authThrottle);
    expect(keys.map(({ key }) => key).join(' ')).not.toContain('casey');
  });

  it('lets one of many parallel attempts through when the wait is over, not all of them', async () => {
    const app = await buildTestApp();
    const { countBackoff } = createThrottleRepository(app.database.db);
    for (let failure = 0; failure < FREE; failure += 1)
      await countBackoff(SIGN_IN_BACKOFF, 'subject', false, app.clock.now());
    await age(app, 1);
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => countBackoff(SIGN_IN_BACKOFF, 'subject', true, app.clock.now())),
    );
    expect(verdicts.filter((verdict) => verdict.counted)).toHaveLength(1);
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
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => consume(rule, 'subject', app.clock.now())),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });
});
