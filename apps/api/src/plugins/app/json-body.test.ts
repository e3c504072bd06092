import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC_ROUTES } from '../../features/public-routes';
import { buildTestApp, expectErrorBody } from '../../test/helper';

const PROBE_ROUTES = [
  'GET /api/probe/item',
  'DELETE /api/probe/item',
  'OPTIONS /api/probe/item',
  'POST /api/probe/item',
] as const;

/** A route for each method, answering what body it received. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const echo = async (request: { body: unknown }) => ({ body: request.body ?? null });
  app.get('/probe/item', echo);
  app.delete('/probe/item', echo);
  app.options('/probe/item', echo);
  app.post('/probe/item', { schema: { body: z.object({ name: z.string() }) } }, echo);
};

const buildProbeApp = () =>
  buildTestApp({ publicRoutes: [...PUBLIC_ROUTES, ...PROBE_ROUTES], features: [probeRoutes] });
const json = { 'content-type': 'application/json' };

describe('a JSON content type on a request without a body', () => {
  it.each(['GET', 'DELETE', 'OPTIONS'] as const)(
    'is accepted on %s, which carries no body',
    async (method) => {
      const app = await buildProbeApp();
      const response = await app.inject({ method, url: '/api/probe/item', headers: json, payload: '' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ body: null });
    },
  );

  it('still parses a JSON body sent with DELETE, and refuses a malformed one', async () => {
    const app = await buildProbeApp();
    const sent = await app.inject({
      method: 'DELETE',
      url: '/api/probe/item',
      headers: json,
      payload: '{"a":1}',
    });
    expect(sent.json()).toEqual({ body: { a: 1 } });
    const broken = await app.inject({
      method: 'DELETE',
      url: '/api/probe/item',
      headers: json,
      payload: '{"a":',
    });
    expect(expectErrorBody(broken, 400, 'BAD_REQUEST').message).toBe('The request body is not valid JSON.');
  });

  it('is still refused where a body is expected', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'POST', url: '/api/probe/item', headers: json, payload: '' });
    expect(expectErrorBody(response, 400, 'BAD_REQUEST').message).toBe(
      'The request body is empty but was sent as JSON.',
    );
  });

  it('keeps refusing a prototype-polluting body', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/probe/item',
      headers: json,
      payload: '{"__proto__":{"admin":true}}',
    });
    expectErrorBody(response, 400, 'BAD_REQUEST');
  });
});
