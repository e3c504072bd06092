import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SerializerFn } from 'pino';

/**
 * What keeps secrets and personal data out of every log line, whatever the mode (decision 016): passwords,
 * tokens, links and SQL parameters are never written. Three layers: known keys redacted at the top of a logged
 * object and one level down (`redactSecrets`), a request serializer that drops query values (verify-email links
 * carry their token there), and an error serializer that drops the parameters of failed queries and the values
 * PostgreSQL quotes back.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'link',
  'params',
  'authorization',
  'cookie',
]);

// Error properties that carry data rather than a description: drizzle's and node-postgres's query parameters,
// PostgreSQL's `detail` ("Key (email)=(dana@example.com) already exists.") and `where`.
const DATA_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'raw']);
// PostgreSQL quotes the offending value (`invalid input syntax for type uuid: "…"`) but also names; names stay.
const QUOTED_VALUE =
  /(?<!\b(?:constraint|relation|column|table|index|type|function|schema|database|sequence|role|encoding) )"[^"]*"/g;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** A request URL as logged: the path, and the names of its query parameters without their values. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  // Every request's line passes here: one scan, no arrays.
  let redacted = url.slice(0, start + 1);
  let pair = start + 1;
  while (pair <= url.length) {
    const next = url.indexOf('&', pair);
    const end = next < 0 ? url.length : next;
    const equals = url.indexOf('=', pair);
    redacted += `${url.slice(pair, equals < 0 || equals > end ? end : equals)}=${REDACTED}`;
    if (next < 0) break;
    redacted += '&';
    pair = next + 1;
  }
  return redacted;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as a log line may carry it: its type, a message and stack without data. Like pino's own serializer,
 * the causes' messages and stacks are appended (`: cause` and `caused by: …`), scrubbed the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    // Some libraries emit plain objects as errors (pg-boss's background failures): keep their message.
    const message = isObject(error) && typeof error.message === 'string' ? error.message : String(error);
    return { type: typeof error, message, stack: '' };
  }
  const fields = error as unknown as Record<string, unknown>;
  const type = error.constructor?.name || error.name;
  const own = safeMessage(error, fields);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const cause =
    error.cause instanceof Error && depth < MAX_CAUSES ? serializeError(error.cause, depth + 1) : undefined;
  const serialized: SerializedError = {
    type,
    message: cause ? `${own}: ${cause.message}` : own,
    stack: [`${type}: ${own}`, ...frames, ...(cause ? [`caused by: ${cause.stack}`] : [])].join('\n'),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (DATA_KEYS.has(key) || key in serialized) continue;
    if (value instanceof Error) serialized[key] = serializeError(value, depth + 1);
    // Plain data only: a live object hung on an error (node-postgres attaches its `client`, with the
    // connection's parameters) would put a whole connection into the log line.
    else if (isPlainData(value)) serialized[key] = value;
  }
  return serialized;
}

function isPlainData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function safeMessage(error: Error, fields: Record<string, unknown>): string {
  // drizzle: `Failed query: <sql>\nparams: <values>`.
  const message =
    'params' in fields ? error.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`) : error.message;
  const fromPostgres =
    typeof fields.severity === 'string' || (typeof fields.code === 'string' && SQLSTATE.test(fields.code));
  return fromPostgres ? message.replace(QUOTED_VALUE, `"${REDACTED}"`) : message;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A logged object with the value of every secret key replaced, at its top level and one level down (what pino's
 * redact paths `key` and `*.key` did, in one pass: they cost more than the rest of a request's log line, decision
 * 032). Copies only what it changes; `skip` names the keys whose serializer redacts its own output. A child
 * logger's bindings are redacted at their top level only (by serializers).
 */
export function redactSecrets(fields: Fields, skip?: Fields): Fields {
  let copy: Fields | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (SECRET_KEYS.has(key)) {
      copy ??= { ...fields };
      copy[key] = REDACTED;
    } else if (isObject(value) && !(skip && key in skip)) {
      let inner: Fields | undefined;
      for (const innerKey of Object.keys(value)) {
        if (!SECRET_KEYS.has(innerKey)) continue;
        inner ??= { ...value };
        inner[innerKey] = REDACTED;
      }
      if (inner) {
        copy ??= { ...fields };
        copy[key] = inner;
      }
    }
  }
  return copy ?? fields;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the safety layers added; `false` stays silent. */
export function withLogSafety(logger: LoggerOption, level: string): LoggerOption {
  if (logger === false) return false;
  const options = typeof logger === 'object' && logger !== null ? logger : { level };
  const serializers: Record<string, SerializerFn> = {
    ...options.serializers,
    req: serializeRequest,
    err: (error: unknown) => serializeError(error),
  };
  const redactedSerializers: Record<string, SerializerFn> = {
    // A serialized value is redacted too (an error's own `token` property), after its serializer ran.
    ...Object.fromEntries(
      Object.entries(serializers).map(([key, serialize]) => [
        key,
        (value: unknown) => {
          const serialized: unknown = serialize(value);
          return isObject(serialized) ? redactSecrets(serialized) : serialized;
        },
      ]),
    ),
    // pino applies serializers to child loggers' bindings too, which `formatters.log` never sees.
    ...Object.fromEntries([...SECRET_KEYS].map((key) => [key, () => REDACTED])),
  };
  return {
    ...options,
    serializers: redactedSerializers,
    formatters: { ...options.formatters, log: (fields) => redactSecrets(fields, redactedSerializers) },
  };
}
