import { AUTH_MESSAGES, authSessionSchema, TEXT_MESSAGES } from '@waypoint/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema';
import { sessionTokenHash } from '../../lib/sessions/session-token';
import { buildTestApp, expectErrorBody, getTestDatabase } from '../../test/helper';
import { emailFingerprint } from './auth-audit';
import { bearer, signUpAndSignIn, TEST_PASSWORD, waitForOutboxMail } from '../../test/auth';
import { EXISTING_ACCOUNT_SUBJECT } from './auth-emails';

const SIGN_UP = '/api/auth/sign-up/email';
const SIGN_IN = '/api/auth/sign-in/email';

const newAccount = {
  email: 'jordan.rivera@example.org',
  password: TEST_PASSWORD,
  firstName: 'Jordan',
  lastName: 'Rivera',
  phoneNumber: '+15555550123',
};

async function auditActions(app: Awaited<ReturnType<typeof buildTestApp>>) {
  return app.database.db.select().from(auditLog).orderBy(desc(auditLog.occurredAt));
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates a veteran account with the sign-up metadata and answers a working token', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: SIGN_UP, payload: newAccount });

    expect(response.statusCode, response.body).toBe(200);
    const body = authSessionSchema.parse(response.json());
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'jordan.rivera@example.org',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '+15555550123',
      role: 'veteran',
      emailVerified: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token!) });
    expect(me.json()).toEqual(body.user);

    const [stored] = await app.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored).toMatchObject({ name: 'Jordan Rivera', role: 'veteran' });
    const [audit] = await auditActions(app);
    expect(audit).toMatchObject({ action: 'auth.sign_up', subject: body.user.id, actorUserId: body.user.id });
  });

  it('stores ten digits as a U.S. number in E.164, as the profile does', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { ...newAccount, phoneNumber: '5555550123' },
    });
    expect(response.json().user.phoneNumber).toBe('+15555550123');
    const [stored] = await app.database.db.select().from(users).where(eq(users.email, newAccount.email));
    expect(stored?.phoneNumber).toBe('+15555550123');
  });

  it('trims and lower-cases the address, and writes the phone in E.164', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { ...newAccount, email: '  Jordan.Rivera@Example.ORG ', phoneNumber: '1 (555) 555-0123' },
    });
    expect(response.json().user).toMatchObject({
      email: 'jordan.rivera@example.org',
      phoneNumber: '+15555550123',
    });
  });

  it('ignores a role in the request: nobody chooses their own role', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { ...newAccount, role: 'admin' },
    });
    expect(response.json().user.role).toBe('veteran');
  });

  it('answers the spec messages per field', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { email: 'not-an-address', password: '', firstName: ' ', phoneNumber: '555' },
    });
    const body = expectErrorBody(response, 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordRequired,
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      phoneNumber: AUTH_MESSAGES.phoneInvalid,
    });
  });

  it('refuses a second account for an address, whatever its case, and never signs in, even with its password', async () => {
    const app = await buildTestApp();
    await app.inject({ method: 'POST', url: SIGN_UP, payload: newAccount });
    const again = await app.inject({
      method: 'POST',
      url: SIGN_UP,
      payload: { ...newAccount, email: 'JORDAN.RIVERA@example.org', firstName: 'Mallory' },
    });
    const body = expectErrorBody(again, 409, 'CONFLICT');
    expect(body.message).toBe(AUTH_MESSAGES.emailTaken);
    expect(body).not.toHaveProperty('token');
    // Counted by address: the sample mentors are accounts too.
    expect(await app.database.db.$count(users, eq(users.email, newAccount.email))).toBe(1);
    expect(await app.database.db.$count(sessions)).toBe(1); // the first sign-up's own session only
    const [owner] = await app.database.db.select().from(users).where(eq(users.email, newAccount.email));
    expect(owner!.firstName).toBe('Jordan');
    const [audit] = await auditActions(app);
    expect(audit).toMatchObject({
      action: 'auth.sign_up_existing_address',
      subject: owner!.id,
      actorUserId: null,
      details: { emailFingerprint: emailFingerprint(newAccount.email), ownerNotified: true },
    });
  });

  it('e-mails the owner of the address that someone tried to register it', async () => {
    const app = await buildTestApp();
    await app.inject({ method: 'POST', url: SIGN_UP, payload: newAccount });
    await app.inject({ method: 'POST', url: SIGN_UP, payload: newAccount });
    const notice = await waitForOutboxMail(app, newAccount.email, EXISTING_ACCOUNT_SUBJECT);
    expect(notice.text).toContain('Hello Jordan,');
    expect(notice.text).toContain('already has a Waypoint account');
  });

  it('never sets a cookie and never lets the answer be cached', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: SIGN_UP, payload: newAccount });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['set-auth-token']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('answers a new token and the user, for the address in any case and with spaces', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: `  ${account.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = authSessionSchema.parse(response.json());
    expect(body.user).toEqual(account.user);
    expect(body.token).not.toBe(account.token);
    const [audit] = await auditActions(app);
    expect(audit).toMatchObject({ action: 'auth.sign_in', actorUserId: account.user.id, ip: '127.0.0.1' });
  });

  it('works for a browser that reached the API by another name than PUBLIC_URL', async () => {
    const app = await buildTestApp({ config: { publicUrl: 'http://localhost:3000' } });
    const account = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: account.email, password: TEST_PASSWORD },
      headers: { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, and logs both without the typed address', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: account.email, password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: 'nobody@example.org', password: 'not the password' },
    });
    for (const response of [wrongPassword, unknown]) {
      expect(expectErrorBody(response, 401, 'UNAUTHENTICATED').message).toBe(
        AUTH_MESSAGES.invalidCredentials,
      );
    }
    expect(unknown.body).toBe(wrongPassword.body);

    const failures = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(failures).toHaveLength(2);
    expect(failures.find((row) => row.subject === account.user.id)?.details).toEqual({
      reason: 'invalid_credentials',
      emailFingerprint: emailFingerprint(account.email),
    });
    expect(failures.find((row) => row.subject === null)?.details).toMatchObject({
      emailFingerprint: emailFingerprint('nobody@example.org'),
    });
    expect(JSON.stringify(failures)).not.toContain('nobody@example.org');
  });

  it('answers a malformed address like a wrong password', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: 'not an address', password: 'whatever it is' },
    });
    expect(expectErrorBody(response, 401, 'UNAUTHENTICATED').message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it.each([
    ['no fields', {}],
    ['no password', { email: 'jordan@example.org' }],
    ['a blank address', { email: '   ', password: 'something long' }],
  ])('asks for both fields when given %s', async (_case, payload) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: SIGN_IN, payload });
    expect(expectErrorBody(response, 400, 'VALIDATION').message).toBe(AUTH_MESSAGES.signInFieldsRequired);
  });
});

describe('control characters in auth requests', () => {
  // A NUL reached PostgreSQL, which refused it: 503 "service unavailable" for a malformed request.
  it.each<[string, string, Record<string, string>, string]>([
    [
      'the sign-in address',
      '/api/auth/sign-in/email',
      { email: 'jo\u0000@example.org', password: 'x' },
      'email',
    ],
    [
      'the reset token',
      '/api/auth/reset-password',
      { token: 'abc\u0000def', newPassword: 'Quiet harbor 7' },
      'token',
    ],
  ])('answer 400 to a NUL in %s', async (_case, url, payload, field) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url, payload });
    expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors).toEqual({
      [field]: TEXT_MESSAGES.controlCharacters,
    });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session on the server, so the token stops working, and only that session', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const otherDevice = authSessionSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: SIGN_IN,
          payload: { email: account.email, password: TEST_PASSWORD },
        })
      ).json(),
    );

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: account.headers });
    expectErrorBody(me, 401, 'UNAUTHENTICATED');
    expect(await app.database.db.$count(sessions, eq(sessions.token, sessionTokenHash(account.token)))).toBe(
      0,
    );
    const stillSignedIn = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(otherDevice.token!),
    });
    expect(stillSignedIn.statusCode).toBe(200);
    const [audit] = await auditActions(app);
    expect(audit).toMatchObject({ action: 'auth.sign_out', actorUserId: account.user.id });
  });

  it('answers the same without a token or with a dead one', async () => {
    const app = await buildTestApp();
    for (const headers of [{}, bearer('A'.repeat(32))]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers, payload: {} });
      expect(response.json()).toEqual({ success: true });
    }
  });
});

describe('GET /api/me', () => {
  it('answers 401 with the sign-in message without a token', async () => {
    const app = await buildTestApp();
    const body = expectErrorBody(await app.inject({ method: 'GET', url: '/api/me' }), 401, 'UNAUTHENTICATED');
    expect(body).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.signInToContinue });
  });

  it('reflects a role change at once', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await app.database.db.update(users).set({ role: 'mentor' }).where(eq(users.id, account.user.id));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: account.headers });
    expect(me.json().role).toBe('mentor');
  });
});

describe('better-auth endpoints Waypoint does not offer', () => {
  it.each([
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/reset-password/some-token'],
  ] as const)('answer %s %s with 404', async (method, url) => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    expectErrorBody(await app.inject({ method, url, headers: account.headers }), 404, 'NOT_FOUND');
  });
});

describe('the OpenAPI document', () => {
  it('describes the auth endpoints with their schemas', async () => {
    const app = await buildTestApp();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths['/api/auth/sign-in/email']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
    expect(document.paths['/api/me']?.get).toBeDefined();
  });
});

describe('when the database fails', () => {
  it("answers the spec's service-unavailable text without internals", async () => {
    const { database } = await getTestDatabase();
    let failing = false;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (!failing || typeof value !== 'function') return value;
        return () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        };
      },
    });
    const app = await buildTestApp({ database: { ...database, db } });
    failing = true;
    const response = await app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: 'jordan@example.org', password: 'whatever it is' },
    });
    const body = expectErrorBody(response, 503, 'UNAVAILABLE');
    expect(body.message).toBe(AUTH_MESSAGES.serviceUnavailable);
    expect(response.body).not.toContain('ECONNREFUSED');
  });
});
