import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * The headers helmet sets for these options, worked out once: they are the same for every answer (no CSP nonces),
 * and @fastify/helmet would rebuild helmet's middleware, parsing the policy again, on every request.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = headersOf(HELMET_OPTIONS);

function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** For answers Fastify sends before routing (an undecodable URL), where no onRequest hook runs. */
export function setSecurityHeaders(_request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    // Global so the headers also cover the SPA's files, 404s and error answers.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
