import { ERROR_STATUS, errorBodySchema, type ErrorCode, type FieldErrors } from '@waypoint/shared';

export {
  ERROR_STATUS,
  errorBodySchema,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
} from '@waypoint/shared';

/** Shown for every unexpected failure: internals stay in the log, keyed by the request id. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface AppErrorOptions extends ErrorOptions {
  /** Response headers the error handler sets with the error body, e.g. `retry-after` on a 429. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A failure the client can act on. `message` is shown to the user as written, so it must be safe and
 * human; `fieldErrors` maps a field path (`address.zip`) to the message shown beside that field.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    options?: AppErrorOptions,
  ) {
    super(message, options);
    this.status = ERROR_STATUS[code];
    this.headers = options?.headers ?? {};
  }
}

/** A route schema's `response` entries for the error statuses it may answer: `{ ...errorResponses(400, 404) }`. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
