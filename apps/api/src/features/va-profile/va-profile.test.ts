import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  ownVaProfileSchema,
  PROFILE_MESSAGES,
  VA_PROFILE_MESSAGES,
  VA_SANDBOX_DEMO_EMAIL,
  vaProfileResponseSchema,
} from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { AppConfig } from '../../config';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { SANDBOX_DEMO_PROFILE } from './adapters/sandbox-demo-profile';
import { sendJson, startPortalTestServer } from './test/portal-test-server';

const API_KEY = 'va-route-test-key-51d2e8';
const URL_PATH = '/api/v1/veterans/va-profile';

function snapshotUrl(query: Record<string, string>) {
  return `${URL_PATH}?${new URLSearchParams(query).toString()}`;
}

/** Captures every log line at info and above, to prove what never reaches the log. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** An app whose production adapter talks to a local portal answering the user's own address. */
async function withPortal(status = 200, config: Partial<AppConfig> = {}) {
  const portal = await startPortalTestServer((request, response) => {
    const email = new URL(request.url ?? '/', 'http://portal').searchParams.get('email');
    sendJson(response, status, status === 200 ? { ...SANDBOX_DEMO_PROFILE, email } : { message: 'nope' });
  });
  const capture = logCapture();
  const app = await buildTestApp({
    config: { vaApiBaseUrl: portal.baseUrl, vaApiKey: API_KEY, ...config },
    logger: capture.logger,
  });
  const session = await signUpAndSignIn(app);
  return { app, session, portal, logs: capture.lines };
}

describe('GET /api/v1/veterans/va-profile in the sandbox (the default)', () => {
  it('answers the demo profile for the demo address, labelled as demo data', async () => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);

    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ email: VA_SANDBOX_DEMO_EMAIL }),
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = vaProfileResponseSchema.parse(response.json());
    expect(body).toEqual({ ...SANDBOX_DEMO_PROFILE, environment: 'sandbox', demo: true });
    expect(body.experience.length).toBeGreaterThanOrEqual(3);
    expect(body.experience.filter((entry) => entry.endDate === null)).toHaveLength(1);
    expect(body.contactInfo.address).toEqual({
      street: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
      zipCode: expect.any(String),
      country: expect.any(String),
    });
  });

  it("answers 404 for any other address, the caller's own included (given or by default)", async () => {
    const app = await buildTestApp();
    const { headers, user } = await signUpAndSignIn(app);
    for (const url of [snapshotUrl({ email: user.email, environment: 'sandbox' }), URL_PATH]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(VA_PROFILE_MESSAGES.notFound);
    }
  });

  it('validates the query with shared messages', async () => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);

    const badEmail = await app.inject({ method: 'GET', url: snapshotUrl({ email: 'nope' }), headers });
    expect(expectErrorBody(badEmail, 400, 'VALIDATION').fieldErrors).toEqual({
      email: PROFILE_MESSAGES.email,
    });
    const badEnvironment = await app.inject({
      method: 'GET',
      url: snapshotUrl({ environment: 'staging' }),
      headers,
    });
    expect(expectErrorBody(badEnvironment, 400, 'VALIDATION').fieldErrors).toEqual({
      environment: VA_PROFILE_MESSAGES.environment,
    });
  });

  it('answers 401 without a session', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: snapshotUrl({ email: VA_SANDBOX_DEMO_EMAIL }) });
    expectErrorBody(response, 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/veterans/va-profile in production', () => {
  it("answers the portal's profile for the caller's own address, not labelled as demo", async () => {
    const { app, session, portal } = await withPortal();

    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ environment: 'production' }),
      headers: session.headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...SANDBOX_DEMO_PROFILE,
      email: session.user.email,
      environment: 'production',
      demo: false,
    });
    expect(portal.requests).toHaveLength(1);
    expect(portal.requests[0]!.headers.apikey).toBe(API_KEY);
  });

  it("answers 404 for another user's address without asking the portal (IDOR)", async () => {
    const { app, session: owner, portal } = await withPortal();
    const intruder = await signUpAndSignIn(app);

    for (const environment of ['production', 'sandbox']) {
      const response = await app.inject({
        method: 'GET',
        url: snapshotUrl({ email: owner.user.email, environment }),
        headers: intruder.headers,
      });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(VA_PROFILE_MESSAGES.notFound);
    }
    const demoInProduction = await app.inject({
      method: 'GET',
      url: snapshotUrl({ email: VA_SANDBOX_DEMO_EMAIL, environment: 'production' }),
      headers: intruder.headers,
    });
    expectErrorBody(demoInProduction, 404, 'NOT_FOUND');
    expect(portal.requests).toHaveLength(0);
  });

  it("lets an admin read another user's snapshot", async () => {
    const { app, session: owner } = await withPortal();
    const admin = await signUpAndSignIn(app);
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ email: owner.user.email, environment: 'production' }),
      headers: admin.headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: owner.user.email, environment: 'production' });
  });

  it('answers 404 when the portal has no profile for the address', async () => {
    const { app, session } = await withPortal(404);
    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ environment: 'production' }),
      headers: session.headers,
    });
    expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(VA_PROFILE_MESSAGES.notFound);
  });

  it('answers 502 when the portal fails, logging why with the request id but never the key', async () => {
    const { app, session, logs } = await withPortal(500);

    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ environment: 'production' }),
      headers: session.headers,
    });

    expect(expectErrorBody(response, 502, 'BAD_GATEWAY').message).toBe(VA_PROFILE_MESSAGES.unavailable);
    expect(response.body).not.toContain(API_KEY);
    const failure = logs.find((line) => line.includes('it answered 500'));
    expect(failure).toContain(String(response.headers['x-request-id']));
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it.each([
    ['no base URL', { vaApiBaseUrl: undefined }],
    ['no key', { vaApiKey: undefined }],
  ])('answers 503 when the portal connection is not configured (%s)', async (_name, config) => {
    const { app, session, portal, logs } = await withPortal(200, config);

    const response = await app.inject({
      method: 'GET',
      url: snapshotUrl({ environment: 'production' }),
      headers: session.headers,
    });

    expect(expectErrorBody(response, 503, 'UNAVAILABLE').message).toBe(VA_PROFILE_MESSAGES.notConfigured);
    expect(portal.requests).toHaveLength(0);
    expect(`${response.body}${logs.join('\n')}`).not.toContain(API_KEY);
  });
});

describe('GET /api/v1/veterans/va-profile/me (your own record)', () => {
  const OWN_URL = `${URL_PATH}/me`;

  it('answers "not-connected" without a portal connection: no 404, and nothing of the demo veteran', async () => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'GET', url: OWN_URL, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ownVaProfileSchema.parse(response.json())).toEqual({ status: 'not-connected' });
    for (const personal of [VA_SANDBOX_DEMO_EMAIL, SANDBOX_DEMO_PROFILE.lastName, '+15125550123']) {
      expect(response.body).not.toContain(personal);
    }
  });

  it("answers the portal's record for the account's own address, asked about that address only", async () => {
    const { app, session, portal } = await withPortal();
    const response = await app.inject({ method: 'GET', url: OWN_URL, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'found',
      profile: { ...SANDBOX_DEMO_PROFILE, email: session.user.email, environment: 'production', demo: false },
    });
    expect(
      portal.requests.map((request) => new URL(request.url!, 'http://portal').searchParams.get('email')),
    ).toEqual([session.user.email]);
  });

  it('answers "not-found" when the portal has no record for the address', async () => {
    const { app, session } = await withPortal(404);
    const response = await app.inject({ method: 'GET', url: OWN_URL, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'not-found' });
  });

  it('answers 502 when the portal fails, and 401 without a session', async () => {
    const { app, session } = await withPortal(500);
    const failed = await app.inject({ method: 'GET', url: OWN_URL, headers: session.headers });
    expect(expectErrorBody(failed, 502, 'BAD_GATEWAY').message).toBe(VA_PROFILE_MESSAGES.unavailable);
    expectErrorBody(await app.inject({ method: 'GET', url: OWN_URL }), 401, 'UNAUTHENTICATED');
  });
});
