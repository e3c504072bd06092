import { VA_PROFILE_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { sendJson, startPortalTestServer } from '../test/portal-test-server';
import { HttpVaProfileAdapter } from './http-va-profile-adapter';
import { SANDBOX_DEMO_PROFILE } from './sandbox-demo-profile';

const API_KEY = 'va-test-key-7f3c9a';
const PORTAL_PROFILE = { ...SANDBOX_DEMO_PROFILE, email: 'pat.lee@example.com', firstName: 'Pat' };

async function adapterFor(handle: Parameters<typeof startPortalTestServer>[0], timeoutMs?: number) {
  const portal = await startPortalTestServer(handle);
  const adapter = new HttpVaProfileAdapter({ baseUrl: portal.baseUrl, apiKey: API_KEY, timeoutMs });
  return { portal, adapter };
}

/** The 502 every failure becomes; returns the logged cause chain as text to check what it reveals. */
async function expectPortalFailure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => expect.fail('expected the adapter to reject'),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'BAD_GATEWAY', status: 502, message: VA_PROFILE_MESSAGES.unavailable });
  const causes: string[] = [];
  for (let cause = (error as Error).cause; cause instanceof Error; cause = cause.cause) {
    causes.push(`${cause.name}: ${cause.message} ${cause.stack ?? ''}`);
  }
  expect(causes.length).toBeGreaterThan(0);
  const logged = causes.join('\n');
  expect(logged).not.toContain(API_KEY);
  return logged;
}

describe('HttpVaProfileAdapter', () => {
  it('asks GET {base}/veterans/profile?email= with the apikey header and returns the validated profile', async () => {
    const { portal, adapter } = await adapterFor((_request, response) =>
      sendJson(response, 200, PORTAL_PROFILE),
    );

    await expect(adapter.getProfile('pat.lee+va@example.com')).resolves.toEqual(PORTAL_PROFILE);

    expect(portal.requests).toHaveLength(1);
    const [request] = portal.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url).toBe('/v1/veterans/profile?email=pat.lee%2Bva%40example.com');
    expect(request!.headers.apikey).toBe(API_KEY);
  });

  it('answers null when the portal has no profile for the address (404)', async () => {
    const { adapter } = await adapterFor((_request, response) => sendJson(response, 404, { message: 'no' }));
    await expect(adapter.getProfile('nobody@example.com')).resolves.toBeNull();
  });

  it('turns a portal error (500) into a 502 naming the status in the logged cause only', async () => {
    const { adapter } = await adapterFor((_request, response) =>
      sendJson(response, 500, { error: 'database exploded' }),
    );
    const logged = await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
    expect(logged).toContain('it answered 500');
    expect(logged).not.toContain('pat.lee@example.com');
  });

  it('gives up after the timeout when the portal does not answer', async () => {
    const { adapter } = await adapterFor(() => undefined, 150);
    const started = Date.now();
    const logged = await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logged).toMatch(/TimeoutError|aborted/i);
  });

  it('times out a portal that stalls in the middle of its body', async () => {
    const { adapter } = await adapterFor((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"email":');
    }, 150);
    await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
  });

  it('refuses an answer that is not JSON', async () => {
    const { adapter } = await adapterFor((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
    });
    expect(await expectPortalFailure(adapter.getProfile('pat.lee@example.com'))).toContain('JSON');
  });

  it('refuses JSON that is not a benefits-portal profile, naming the fields but not their values', async () => {
    const { adapter } = await adapterFor((_request, response) =>
      sendJson(response, 200, { ...PORTAL_PROFILE, yearsOfService: 'eight', contactInfo: null }),
    );
    const logged = await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
    expect(logged).toContain('yearsOfService');
    expect(logged).toContain('contactInfo');
    expect(logged).not.toContain('eight');
  });

  it('does not follow a redirect, so the key never travels to another host', async () => {
    const elsewhere = await startPortalTestServer((_request, response) =>
      sendJson(response, 200, PORTAL_PROFILE),
    );
    const { adapter } = await adapterFor((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.baseUrl}/veterans/profile` }).end();
    });
    await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('answers 502 when nothing listens at the configured address', async () => {
    const { portal } = await adapterFor(() => undefined);
    const closedPort = new URL(portal.baseUrl);
    closedPort.port = '1';
    const adapter = new HttpVaProfileAdapter({ baseUrl: closedPort.toString(), apiKey: API_KEY });
    await expectPortalFailure(adapter.getProfile('pat.lee@example.com'));
  });
});
