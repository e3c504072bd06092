import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '../../lib/app-error';
import type { FuzzRequest } from './fuzz-requests';

const ERROR_BODY_KEYS = new Set(['status', 'message', 'code', 'fieldErrors']);

/**
 * What every answer must be, whatever was sent: never a 5xx; a 4xx carries exactly the error body
 * `{ status, message, code, fieldErrors? }` with the status it was sent with; a control character in a text
 * field is refused. Throws a description of the request and the answer otherwise.
 */
export function assertSafeAnswer(request: FuzzRequest, response: LightMyRequestResponse): void {
  const problem = problemWith(request, response);
  if (!problem) return;
  throw new Error(
    `${problem}\n  ${request.method} ${request.url} ${JSON.stringify(request.query)}` +
      `\n  changed: ${request.label}\n  answer: ${response.statusCode} ${response.body.slice(0, 400)}`,
  );
}

function problemWith(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (request.mustRefuse && status < 400) return 'accepted a control character in a text field';
  if (status < 400) return undefined;
  if (!/^application\/json/.test(String(response.headers['content-type']))) return 'a 4xx that is not JSON';
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a 4xx whose body does not parse';
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return 'a 4xx without the error body shape';
  if (Object.keys(body as object).some((key) => !ERROR_BODY_KEYS.has(key)))
    return 'extra keys in the error body';
  if (parsed.data.status !== status) return `body status ${parsed.data.status} differs from ${status}`;
  if (!parsed.data.message) return 'an empty error message';
  return undefined;
}
