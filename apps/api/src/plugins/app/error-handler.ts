import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  ERROR_STATUS,
  INTERNAL_ERROR_MESSAGE,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
} from '../../lib/app-error';
import { setSecurityHeaders } from '../external/helmet';
import { REQUEST_ID_HEADER } from './request-id';

export const MANY_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

// Fastify's own wording is written for developers; these are the ones a user of the web app can meet.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_BAD_URL: 'The address is not valid: it contains a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** The only place that turns a thrown error into an HTTP answer, so every client sees one body shape. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const body = toErrorBody(error);
      logFailure(request, body, error);
      if (error instanceof AppError) reply.headers(error.headers);
      return sendError(reply, body);
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: failures found while routing (an undecodable URL), before any hook ran, so the
 * headers the hooks would have set are added here.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setSecurityHeaders(request, reply);
  reply.header(REQUEST_ID_HEADER, request.id);
  const body = toErrorBody(error);
  logFailure(request, body, error);
  void sendError(reply, body);
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

function toErrorBody(error: FastifyError | AppError): ErrorBody {
  if (error instanceof AppError) {
    // INTERNAL is for "we know it broke"; its message may still describe internals, so it is never shown.
    const message = error.code === 'INTERNAL' ? INTERNAL_ERROR_MESSAGE : error.message;
    return body(error.code, message, error.fieldErrors, error.status);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationBody(error.validation, error.validationContext);
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return body('INTERNAL', INTERNAL_ERROR_MESSAGE);
  // A 4xx from Fastify or a plugin (rate limit, multipart): the status is right, the code follows from it.
  const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
  return body(code, FRAMEWORK_MESSAGES[error.code] ?? error.message, undefined, status);
}

function validationBody(
  issues: { instancePath: string; message?: string }[],
  context: string | undefined,
): ErrorBody {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    // `/address/zip` → `address.zip`; an issue about the whole body or query is keyed by that part's name.
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || (context ?? 'body');
    fieldErrors[field] ??= issue.message ?? 'This value is not valid.';
  }
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 && messages[0] ? messages[0] : MANY_FIELDS_MESSAGE;
  return body('VALIDATION', message, fieldErrors);
}

function body(
  code: ErrorCode,
  message: string,
  fieldErrors?: FieldErrors,
  status: number = ERROR_STATUS[code],
): ErrorBody {
  return fieldErrors ? { status, message, code, fieldErrors } : { status, message, code };
}

function logFailure(request: FastifyRequest, body: ErrorBody, error: Error): void {
  if (body.status >= 500) {
    // The request logger carries reqId, which the client saw in `x-request-id`.
    request.log.error({ err: error, code: body.code }, 'request failed');
  } else {
    request.log.info({ code: body.code, status: body.status, reason: body.message }, 'request rejected');
  }
}
