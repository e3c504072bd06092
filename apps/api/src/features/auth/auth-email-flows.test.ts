import { AUTH_MESSAGES, authSessionSchema } from '@waypoint/shared';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outboxEmails, users, verifications } from '../../db/schema';
import { firstLink } from '../../test/first-link';
import { startTestSmtpServer, type TestSmtpServer } from '@waypoint/test-mail';
import { loadConfig } from '../../config';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import {
  bearer,
  sendQueuedAuthMail,
  signUpAndSignIn,
  TEST_PASSWORD,
  waitForOutboxLink,
} from '../../test/auth';

const PUBLIC_URL = 'https://waypoint.test';
const EXISTING_ACCOUNT_SUBJECT = 'Someone tried to create a Waypoint account with your address';
const NEW_PASSWORD = 'Quiet harbor lantern 7';

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
});
afterEach(() => smtp.close());

type App = Awaited<ReturnType<typeof buildTestApp>>;

function buildMailingApp(config: { requireEmailVerification?: boolean } = {}) {
  return buildTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, ...config } });
}

const signIn = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

const requestReset = (app: App, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password/complete' },
  });

const resetPassword = (app: App, token: string, newPassword = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

/** The reset tokens e-mailed to an address, oldest first (embedded outbox). */
async function outboxTokens(app: App, to: string): Promise<string[]> {
  const mails = await app.database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(asc(outboxEmails.createdAt));
  return mails.map((mail) => new URL(firstLink(mail.text)!).searchParams.get('token')!);
}

/** Sends the auth e-mail queued so far (a worker does it in production), then waits for `count` at the server. */
async function mailed(app: App, count: number) {
  await sendQueuedAuthMail(app);
  return smtp.waitForMessages(count);
}

async function waitForOutboxCount(app: App, to: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    await sendQueuedAuthMail(app);
    if ((await app.database.db.$count(outboxEmails, eq(outboxEmails.to, to))) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} e-mails reached ${to}`);
}

async function auditActions(app: App): Promise<string[]> {
  return (await app.database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
}

describe('password reset through a real SMTP server', () => {
  it('e-mails a link that sets the new password once, and signs the account out everywhere', async () => {
    const app = await buildMailingApp();
    const account = await signUpAndSignIn(app);
    const otherDevice = authSessionSchema.parse((await signIn(app, account.email, TEST_PASSWORD)).json());

    const request = await requestReset(app, account.email);
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetRequested });

    const [mail] = await mailed(app, 1);
    expect(mail!.envelopeTo).toEqual([account.email]);
    expect(mail!.subject).toBe('Reset your Waypoint password');
    expect(mail!.text).toContain('within 30 minutes');
    const link = new URL(firstLink(mail!.text)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password/complete`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(24);
    // Stored only as a hash: a copy of the table is no reset link.
    const stored = await app.database.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await resetPassword(app, token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    for (const headers of [account.headers, bearer(otherDevice.token!)]) {
      expectErrorBody(await app.inject({ method: 'GET', url: '/api/me', headers }), 401, 'UNAUTHENTICATED');
    }
    expectErrorBody(await signIn(app, account.email, TEST_PASSWORD), 401, 'UNAUTHENTICATED');
    expect((await signIn(app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(app, token, 'Another fine passphrase');
    expect(expectErrorBody(again, 400, 'BAD_REQUEST').message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await signIn(app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    expect(await auditActions(app)).toEqual(
      expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
    );
  });

  it('answers an unknown address exactly the same and sends nothing', async () => {
    const app = await buildMailingApp();
    const account = await signUpAndSignIn(app);
    const known = await requestReset(app, account.email);
    const unknown = await requestReset(app, 'nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mailed(app, 1);
    // Whatever the requests queued has been sent: nothing is left to arrive later.
    expect(await sendQueuedAuthMail(app)).toBe(0);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([account.email]);
  });
});

describe('reset links', () => {
  it('expire after 30 minutes with the message the page shows', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await requestReset(app, account.email);
    const token = new URL(await waitForOutboxLink(app, account.email)).searchParams.get('token')!;
    const [row] = await app.database.db.select().from(verifications);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);

    await app.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await resetPassword(app, token);
    expect(expectErrorBody(response, 400, 'BAD_REQUEST').message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await signIn(app, account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  // An older unexpired link still set a new password after the newest one had been used (issue #22).
  it('end together: once one of them sets a password, the older ones set nothing', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    for (let request = 0; request < 3; request += 1) {
      await requestReset(app, account.email);
      await waitForOutboxCount(app, account.email, request + 1);
    }
    const tokens = await outboxTokens(app, account.email);
    expect(new Set(tokens).size).toBe(3);

    expect((await resetPassword(app, tokens[2]!)).statusCode).toBe(200);
    for (const older of tokens.slice(0, 2)) {
      const response = await resetPassword(app, older, 'Another fine passphrase');
      expect(expectErrorBody(response, 400, 'BAD_REQUEST').message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    }
    expect((await signIn(app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await app.database.db.$count(verifications)).toBe(0);
  });

  it('refuse a made-up token and a breached new password', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const madeUp = await resetPassword(app, 'a'.repeat(24));
    expect(expectErrorBody(madeUp, 400, 'BAD_REQUEST').message).toBe(AUTH_MESSAGES.resetLinkInvalid);

    await requestReset(app, account.email);
    const token = new URL(await waitForOutboxLink(app, account.email)).searchParams.get('token')!;
    const breached = await resetPassword(app, token, 'password123');
    expect(expectErrorBody(breached, 400, 'VALIDATION').fieldErrors).toEqual({
      newPassword: AUTH_MESSAGES.passwordBreached,
    });
    // A refused password does not use up the link.
    expect((await resetPassword(app, token)).statusCode).toBe(200);
  });

  it('ask for a valid address with the spec message', async () => {
    const app = await buildTestApp();
    const response = await requestReset(app, 'not an address');
    expect(expectErrorBody(response, 400, 'VALIDATION').message).toBe(AUTH_MESSAGES.resetEmailInvalid);
  });
});

describe('sign-up where mail is delivered for real (SMTP_URL set, REQUIRE_EMAIL_VERIFICATION unset)', () => {
  const registration = {
    email: 'casey.morgan@example.org',
    password: TEST_PASSWORD,
    firstName: 'Casey',
    lastName: 'Morgan',
  };
  /** The settings as the environment gives them: SMTP_URL alone. */
  const fromEnvironment = () => {
    const { smtpUrl, requireEmailVerification } = loadConfig({ SMTP_URL: smtp.url });
    return buildTestApp({ config: { smtpUrl, requireEmailVerification, publicUrl: PUBLIC_URL } });
  };
  const signUp = (app: App, payload: typeof registration) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
  /** An answer with what differs between any two accounts (ids, names, addresses) blanked. */
  const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
    token: body.token,
    user: Object.fromEntries(
      Object.entries(body.user).map(([key, value]) => [key, typeof value === 'string' ? '…' : value]),
    ),
  });

  it('answers a new address and one that has an account alike, signs nobody in, and e-mails the owner', async () => {
    const app = await fromEnvironment();
    const first = await signUp(app, registration);
    expect(first.statusCode, first.body).toBe(200);
    await mailed(app, 1);

    const again = await signUp(app, { ...registration, firstName: 'Mallory' });
    const stranger = await signUp(app, {
      ...registration,
      email: 'jamie.fox@example.org',
      firstName: 'Jamie',
    });
    expect([again.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(shape(again.json())).toEqual(shape(stranger.json()));
    expect(shape(again.json())).toEqual(shape(first.json()));
    expect(again.json().token).toBeNull();

    const mails = await mailed(app, 3);
    expect(mails.map((mail) => `${mail.envelopeTo.join()}: ${mail.subject}`).sort()).toEqual([
      'casey.morgan@example.org: Confirm your e-mail address for Waypoint',
      `casey.morgan@example.org: ${EXISTING_ACCOUNT_SUBJECT}`,
      'jamie.fox@example.org: Confirm your e-mail address for Waypoint',
    ]);
    const refused = await signIn(app, registration.email, TEST_PASSWORD);
    expect(expectErrorBody(refused, 403, 'FORBIDDEN').message).toBe(AUTH_MESSAGES.emailNotVerified);
  });

  it('gives the plain 409 when REQUIRE_EMAIL_VERIFICATION=false turns verification off, and still e-mails the owner', async () => {
    const { smtpUrl, requireEmailVerification } = loadConfig({
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    const app = await buildTestApp({ config: { smtpUrl, requireEmailVerification, publicUrl: PUBLIC_URL } });
    const first = await signUp(app, registration);
    expect(first.json().token).toEqual(expect.any(String));
    const again = await signUp(app, registration);
    expect(expectErrorBody(again, 409, 'CONFLICT').message).toBe(AUTH_MESSAGES.emailTaken);
    const [notice] = await mailed(app, 1);
    expect(notice!.subject).toBe(EXISTING_ACCOUNT_SUBJECT);
  });
});

describe('e-mail verification (REQUIRE_EMAIL_VERIFICATION=true) through a real SMTP server', () => {
  const registration = {
    email: 'Morgan.Lee@Example.org',
    password: TEST_PASSWORD,
    firstName: 'Morgan',
    lastName: 'Lee',
    phoneNumber: '5555550199',
  };

  it('creates no session until the e-mailed link is followed, then lets the user sign in', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: registration,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.json()).toMatchObject({
      token: null,
      user: { email: 'morgan.lee@example.org', emailVerified: false },
    });

    const [mail] = await mailed(app, 1);
    expect(mail!.envelopeTo).toEqual(['morgan.lee@example.org']);
    expect(mail!.subject).toBe('Confirm your e-mail address for Waypoint');
    expect(mail!.text).toContain('Hello Morgan,');

    const refused = await signIn(app, registration.email, TEST_PASSWORD);
    expect(expectErrorBody(refused, 403, 'FORBIDDEN').message).toBe(AUTH_MESSAGES.emailNotVerified);

    const link = new URL(firstLink(mail!.text)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/api/auth/verify-email`);
    const follow = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(`${PUBLIC_URL}/signin?verified=1`);

    const signedIn = await signIn(app, registration.email, TEST_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.emailVerified).toBe(true);
    expect(await auditActions(app)).toEqual(expect.arrayContaining(['auth.sign_up', 'auth.email_verified']));
  });

  it('sends a new link when an unverified user signs in with the right password', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: registration });
    await mailed(app, 1);
    await signIn(app, registration.email, TEST_PASSWORD);
    await mailed(app, 2);
    await signIn(app, registration.email, 'not the password');
    // Whatever the requests queued has been sent: nothing is left to arrive later.
    expect(await sendQueuedAuthMail(app)).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('answers a second sign-up for the address like the first, and e-mails the owner instead of a second link', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    const first = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: registration });
    await mailed(app, 1);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...registration, firstName: 'Mallory', password: TEST_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.json().user).sort()).toEqual(Object.keys(first.json().user).sort());
    expect(second.json().token).toBeNull();
    // Counted by address: the sample mentors are accounts too.
    expect(await app.database.db.$count(users, eq(users.email, 'morgan.lee@example.org'))).toBe(1);
    const [owner] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'morgan.lee@example.org'));
    expect(owner!.firstName).toBe('Morgan');

    const [, notice] = await mailed(app, 2);
    expect(notice!.envelopeTo).toEqual(['morgan.lee@example.org']);
    expect(notice!.subject).toBe(EXISTING_ACCOUNT_SUBJECT);
    expect(notice!.text).toContain('Hello Morgan,');
    expect(notice!.text).toContain(`${PUBLIC_URL}/signin`);
    expect(notice!.text).toContain(`${PUBLIC_URL}/reset-password`);
    expect(await auditActions(app)).toEqual(
      expect.arrayContaining(['auth.sign_up', 'auth.sign_up_existing_address']),
    );
  });

  it('counts five sign-ups of an address an hour for such e-mails, and answers the same after that', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: registration });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: registration,
      });
      answers.push(again.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    await mailed(app, 5);
    // Whatever the requests queued has been sent: nothing is left to arrive later.
    expect(await sendQueuedAuthMail(app)).toBe(0);
    // Each e-mail goes out on its own, so they may reach the server in any order; what counts is which were sent.
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      [
        'Confirm your e-mail address for Waypoint',
        ...Array.from({ length: 4 }, () => EXISTING_ACCOUNT_SUBJECT),
      ].sort(),
    );
  });

  it('sends a failed link to the sign-in page with the reason', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    const response = await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/signin?verificationError=INVALID_TOKEN`);
  });

  it('refuses a callback address on another site', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=//evil.example/steal',
    });
    expectErrorBody(response, 400, 'VALIDATION');
  });

  it('resends a link on request, answering every address alike', async () => {
    const app = await buildMailingApp({ requireEmailVerification: true });
    await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: registration });
    await mailed(app, 1);
    const resend = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email } });
    const known = await resend(registration.email);
    const unknown = await resend('nobody@example.org');
    expect(known.json()).toEqual({ status: true });
    expect(unknown.body).toBe(known.body);
    await mailed(app, 2);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([
      'morgan.lee@example.org',
      'morgan.lee@example.org',
    ]);
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'morgan.lee@example.org'));
    expect(user!.emailVerified).toBe(false);
  });
});
