import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../app';
import { PUBLIC_ROUTES } from '../../features/public-routes';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../../lib/app-error';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { MANY_FIELDS_MESSAGE } from './error-handler';

const SECRET = 'password authentication failed for user "waypoint" at 10.0.0.5';

/** Public like the real features' public routes, so the errors under test are not hidden behind a 401. */
const PROBE_ROUTES = [
  'GET /api/probe/crash',
  'GET /api/probe/internal',
  'GET /api/probe/conflict',
  'GET /api/probe/bad-response',
  'GET /api/probe/search',
  'POST /api/probe/profile',
] as const;

/** Routes that fail on purpose, mounted beside the real features. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/crash', async () => {
    throw new Error(SECRET);
  });
  app.get('/probe/internal', async () => {
    throw new AppError('INTERNAL', SECRET);
  });
  app.get('/probe/conflict', async () => {
    throw new AppError('CONFLICT', 'That e-mail address is already registered.', {
      email: 'Use another e-mail address.',
    });
  });
  app.get(
    '/probe/bad-response',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => {
      return { id: 42 } as unknown as { id: string };
    },
  );
  app.get(
    '/probe/search',
    {
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1, 'Page must be 1 or more.') }) },
    },
    async (request) => ({ page: request.query.page }),
  );
  app.post(
    '/probe/profile',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Enter your name.'),
          address: z.object({ zip: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.') }),
        }),
      },
    },
    async (request) => ({ name: request.body.name }),
  );
};

async function buildProbeApp(options: { logs?: string[] } = {}) {
  const { logs } = options;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs?.push(chunk.toString());
      done();
    },
  });
  const { features } = await import('../../features');
  return buildTestApp({
    features: [...features, probeRoutes],
    publicRoutes: [...PUBLIC_ROUTES, ...PROBE_ROUTES],
    ...(logs && { logger: { level: 'info', stream } }),
  });
}

describe('unexpected failures', () => {
  it('answer 500 with a fixed message and log the real error with the request id', async () => {
    const logs: string[] = [];
    const app = await buildProbeApp({ logs });

    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });

    const body = expectErrorBody(response, 500, 'INTERNAL');
    expect(body).toEqual({ status: 500, code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toContain('10.0.0.5');
    const errors = logs
      .map((line) => JSON.parse(line) as { level: number; reqId: string; err?: { message: string } })
      .filter((entry) => entry.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: response.headers['x-request-id'], err: { message: SECRET } });
  });

  it('hide the message of an AppError marked INTERNAL too', async () => {
    const app = await buildProbeApp();
    const body = expectErrorBody(
      await app.inject({ method: 'GET', url: '/api/probe/internal' }),
      500,
      'INTERNAL',
    );
    expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('include a response that does not match its declared schema', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/bad-response' });
    expect(expectErrorBody(response, 500, 'INTERNAL').message).toBe(INTERNAL_ERROR_MESSAGE);
  });
});

describe('errors a service raises', () => {
  it('map the code to its status and keep message and field errors', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(expectErrorBody(response, 409, 'CONFLICT')).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'That e-mail address is already registered.',
      fieldErrors: { email: 'Use another e-mail address.' },
    });
  });
});

describe('request validation', () => {
  it('reports a single bad field with its own message, keyed by its dotted path', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      payload: { name: 'Ada', address: { zip: '1234' } },
    });
    expect(expectErrorBody(response, 400, 'VALIDATION')).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Enter a 5-digit ZIP code.',
      fieldErrors: { 'address.zip': 'Enter a 5-digit ZIP code.' },
    });
  });

  it('asks to correct the highlighted fields when several are wrong', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      payload: { name: '', address: { zip: 'abc' } },
    });
    const body = expectErrorBody(response, 400, 'VALIDATION');
    expect(body.message).toBe(MANY_FIELDS_MESSAGE);
    expect(body.fieldErrors).toEqual({
      name: 'Enter your name.',
      'address.zip': 'Enter a 5-digit ZIP code.',
    });
  });

  it('covers query strings as well as bodies', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/search?page=0' });
    expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors).toEqual({
      page: 'Page must be 1 or more.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/probe/search?page=2' })).json()).toEqual({
      page: 2,
    });
  });

  it('keys a problem with the body as a whole by "body"', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(Object.keys(expectErrorBody(response, 400, 'VALIDATION').fieldErrors ?? {})).toEqual(['body']);
  });
});

describe('malformed requests', () => {
  it('say so plainly when the JSON does not parse', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(expectErrorBody(response, 400, 'BAD_REQUEST').message).toBe('The request body is not valid JSON.');
  });

  it('reject an empty JSON body', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectErrorBody(response, 400, 'BAD_REQUEST');
  });

  it('answer 413 for a body over the limit', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), address: { zip: '12345' } }),
    });
    expect(expectErrorBody(response, 413, 'PAYLOAD_TOO_LARGE').message).toBe(
      'The request body is too large.',
    );
  });

  it('answer 415 for a content type nothing parses', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada',
    });
    expectErrorBody(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('keep a readable message for an undecodable URL', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/%E0%A4%A' });
    const body = expectErrorBody(response, 400, 'BAD_REQUEST');
    expect(body.message).toBe('The address is not valid: it contains a malformed %-escape.');
    // Routing failed before any hook ran; the headers must still be there.
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
