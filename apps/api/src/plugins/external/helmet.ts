import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The web app keeps its bearer token in localStorage, so script injection would hand over the account: scripts
 * may only come from our own origin, never inline. Styles may be inline because MUI (emotion) injects <style>
 * tags at run time. Swagger UI at /api/docs loads only external files of ours, so it lives under the same policy.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

const applyHeaders = helmet(HELMET_OPTIONS);

/** For answers Fastify sends before routing (an undecodable URL), where no onRequest hook runs. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyHeaders(request.raw, reply.raw, () => undefined);
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    // Global so the headers also cover the SPA's files, 404s and error answers.
    await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
  },
  { name: 'security-headers' },
);
