import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../../lib/logging/log-safety';

/**
 * One line per answered request (decision 032), instead of Fastify's two ("incoming request" and "request
 * completed"): the request id (`reqId`, from the request's logger), method, URL without query values, route,
 * status, time in milliseconds and client address. A 5xx's line is a warning: its cause is logged once, at error
 * level with the same `reqId`, by the error handler, through which every 5xx passes.
 * Fastify's own request logging is off (`disableRequestLogging` in app.ts).
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      const line = {
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      };
      if (status >= 500) request.log.warn(line, 'request completed');
      else request.log.info(line, 'request completed');
      done();
    });
  },
  { name: 'request-log' },
);
