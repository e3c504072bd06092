import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../../db/database';
import { countHit } from '../../lib/window-counter';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`): limits differ too much
 * between sign-in, contact and uploads for one global default. The counters live in the database's
 * `auth_throttle` table (lib/window-counter.ts), so every API instance behind a load balancer counts against the
 * same limit (decision 030). The key is the route and the client IP, which is only trustworthy while `trustProxy`
 * (TRUST_PROXY) stays off or names the real proxy. A 429 goes through the app's error handler like any other error.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    await app.register(fastifyRateLimit, {
      global: false,
      store: sharedStore(app.database.db, () => app.clock.now()),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);

/** A @fastify/rate-limit store over the shared counters; each route's child prefixes the key with the route. */
function sharedStore(db: AppDatabase, now: () => Date) {
  const storeFor = (route: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      countHit(db, `rate:${route}:${key}`, Math.max(1, Math.ceil(timeWindow / 1000)), now())
        .then(({ hits, resetAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, resetAt.getTime() - now().getTime()) }),
        )
        .catch((error: Error) => callback(error));
    },
    child(routeOptions) {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return storeFor(`${method} ${info?.url ?? routeOptions.path ?? ''}`.trim());
    },
  });
  return class SharedStore {
    constructor() {
      return storeFor('global');
    }
  } as unknown as new () => FastifyRateLimitStore;
}
