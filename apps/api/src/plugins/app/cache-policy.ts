import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route whose answers are the same for everyone and change rarely (the occupation catalogue): its
     * successful answers may be kept by browsers and shared caches for `maxAgeSeconds`, then revalidated by ETag.
     * Without it every /api answer is `no-store`. Only routes in `features/public-routes.ts` may declare it.
     */
    publicCache?: { maxAgeSeconds: number };
  }
}

export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Every answer's Cache-Control, decided here and nowhere else (decision 032):
 * - HTML, wherever it comes from (index.html, prerendered pages, the API's documentation): `no-cache`, since a
 *   page names the current asset fingerprints and a kept copy would pin a browser to an old release;
 * - Vite's fingerprinted files under /assets/: a year, `immutable` (a given URL never changes content);
 * - /api answers: `no-store` (they may carry personal data or tokens, and no browser or proxy may keep them),
 *   except the successful answers of a route declaring `config.publicCache`: `public, max-age=…` with a strong
 *   ETag (a hash of the body), and 304 without a body when the request's If-None-Match names it.
 * Streams that take the socket over (the live channel) set their own `no-store`.
 */
export default fp(
  async function cachePolicy(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return;
      const url = route.url.replace(/(.)\/$/, '$1');
      const methods = [route.method].flat();
      const access = app.routeAccess.filter((row) => row.url === url && methods.includes(row.method));
      if (access.length === 0 || access.some((row) => row.access !== 'public')) {
        throw new Error(`${route.url} declares publicCache but is not a public route.`);
      }
      // The route's own onSend runs after the app's below: its successful answers replace `no-store`. Decided
      // here, once per route, so the app's hook needs no look-up of the route's options on every request.
      const { maxAgeSeconds } = route.config.publicCache;
      const cachePubliclyHook: onSendHookHandler<unknown> = (request, reply, payload, done) => {
        if (reply.statusCode === 200 && typeof payload === 'string') {
          done(null, cachePublicly(request, reply, payload, maxAgeSeconds));
        } else done(null, payload);
      };
      route.onSend = [...[route.onSend ?? []].flat(), cachePubliclyHook];
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (contentType.startsWith('text/html')) {
        reply.header('cache-control', REVALIDATE);
      } else if (isApi(request.url)) {
        reply.header('cache-control', NO_STORE);
      } else if (request.url.startsWith('/assets/') && reply.statusCode < 400) {
        reply.header('cache-control', IMMUTABLE);
      }
      done(null, payload);
    });
  },
  { name: 'cache-policy', dependencies: ['authenticate'] },
);

function cachePublicly(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string,
  maxAgeSeconds: number,
): string | null {
  // The one-shot hash: no Hash object per answer.
  const etag = `"${hash('sha256', payload, 'base64url').slice(0, 27)}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type');
  return null;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches any. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
