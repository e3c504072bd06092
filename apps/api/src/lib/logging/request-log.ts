import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-safety';

/**
 * One line per answered request (decision 032), instead of Fastify's two ("incoming request" and "request
 * completed"): the request id (`reqId`, from the request's logger), method, URL without query values, route,
 * status, time in milliseconds and client address. A 5xx's line is a warning: its cause is logged once, at error
 * level with the same `reqId`, by the error handler, through which every 5xx passes. A response stream that
 * failed is logged at error level with its error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completion line says everything; a request that never completes is the server's to report.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed while sending');
    else if (status >= 500) request.log.warn(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
