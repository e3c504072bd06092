import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`): limits differ too much
 * between sign-in, contact and uploads for one global default. Counters live in process memory, so with several
 * API instances each counts on its own; the key is the client IP, which is only trustworthy while `trustProxy`
 * stays off or names the real proxy. A 429 goes through the app's error handler like any other error.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    await app.register(fastifyRateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
