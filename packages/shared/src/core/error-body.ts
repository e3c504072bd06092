import { z } from 'zod';

/** The one map from error code to HTTP status; services pick a code, never a status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A link that worked once and no longer does (expired or revoked).
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // An external system we depend on (the VA benefits portal) failed or answered nonsense.
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

export const errorBodySchema = z
  .object({
    status: z.number().int(),
    message: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
