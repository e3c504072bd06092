import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { bearer, signUpAndSignIn } from '../../test/auth';
import { buildTestApp, useDefaultCatalogue } from '../../test/helper';

const SUGGESTIONS = '/api/mos?query=medic&branch=ARMY';

describe('Cache-Control of API answers', () => {
  useDefaultCatalogue();

  it('is no-store on a signed-in route, for its answer and for a refusal', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const url = `/api/veteran-profiles/auth/${account.user.id}`;
    const refused = await app.inject({ method: 'GET', url });
    const answered = await app.inject({ method: 'GET', url, headers: bearer(account.token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(answered.statusCode).toBeLessThan(500);
    expect(answered.headers['cache-control']).toBe('no-store');
    expect(answered.headers.etag).toBeUndefined();
  });

  it('is no-store on the public routes that carry tokens or change (sign-in, health)', async () => {
    const app = await buildTestApp();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.org', password: 'not the password' },
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('lets shared caches keep the catalogue five minutes, with a strong ETag of the body', async () => {
    const app = await buildTestApp();
    for (const url of [SUGGESTIONS, '/api/mos/68W?branch=ARMY', '/api/mos-translations?codes=68W']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
    const first = await app.inject({ method: 'GET', url: SUGGESTIONS });
    const second = await app.inject({ method: 'GET', url: SUGGESTIONS });
    const other = await app.inject({ method: 'GET', url: '/api/mos?query=rifle&branch=MARINES' });
    expect(first.json()).not.toEqual([]);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the current ETag (weak form and lists too)', async () => {
    const app = await buildTestApp();
    const first = await app.inject({ method: 'GET', url: SUGGESTIONS });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = await app.inject({
        method: 'GET',
        url: SUGGESTIONS,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['content-length']).toBeUndefined();
    }
  });

  it('answers the full body when If-None-Match names another ETag', async () => {
    const app = await buildTestApp();
    const first = await app.inject({ method: 'GET', url: SUGGESTIONS });
    const response = await app.inject({
      method: 'GET',
      url: SUGGESTIONS,
      headers: { 'if-none-match': '"an-older-catalogue"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(first.body);
  });

  it('keeps a refused catalogue request out of caches', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/mos?query=medic&limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('refuses to start when a signed-in route declares a public cache', async () => {
    const leaky: FastifyPluginAsyncZod = async (app) => {
      app.get('/probe/mine', { config: { publicCache: { maxAgeSeconds: 60 } } }, async () => ({}));
    };
    await expect(buildTestApp({ features: [leaky] })).rejects.toThrow(
      '/api/probe/mine declares publicCache but is not a public route.',
    );
  });
});
