// Types only: the schema (and zod) never load for this, so every screen can read errors.
import type { ErrorBody, ErrorCode } from '@waypoint/shared/core/error-body';

/** Marks a request that never reached the server, so screens can tell it from a 500 the server sent. */
export const NETWORK_ERROR_CODE = 'NETWORK';
/** Marks a request this page cancelled itself (superseded); nothing shows it. */
export const CANCELLED_ERROR_CODE = 'CANCELLED';

/** Codes the web adds to the API's own: failures that have no answer from the server. */
export type ClientErrorCode = typeof NETWORK_ERROR_CODE | typeof CANCELLED_ERROR_CODE;

/**
 * An API failure as plain data: the API's error body (`errorBodySchema`), whose code is missing when the answer
 * was not the API's own (a proxy's 502 page), or one of the web's markers when there was no answer at all.
 */
export type ApiErrorData = Omit<ErrorBody, 'code'> & { code?: ErrorCode | ClientErrorCode };

export class ApiError extends Error implements ApiErrorData {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: ApiErrorData['code'];
  readonly fieldErrors?: Record<string, string>;

  constructor({ status, message, code, fieldErrors }: ApiErrorData) {
    super(message);
    this.status = status;
    if (code !== undefined) this.code = code;
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors;
  }

  /** A plain, serializable copy (Redux state and RTK Query errors must not hold class instances). */
  toJSON(): ApiErrorData {
    return {
      status: this.status,
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.fieldErrors !== undefined && { fieldErrors: this.fieldErrors }),
    };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Any failure as `{ status, message, code?, fieldErrors? }`: an ApiError, the error an RTK Query endpoint
 * rejects with, or a thunk's rejected value keep their details; anything else (an abort, a programming error)
 * is status 0. The message is `fallback` when the failure carries none; which message a screen shows is its
 * own choice.
 */
export function readApiError(error: unknown, fallback: string): ApiErrorData {
  if (!isRecord(error) || typeof error.status !== 'number') return { status: 0, message: fallback };
  const { status, message, code, fieldErrors } = error;
  return {
    status,
    message: (typeof message === 'string' && message) || fallback,
    ...(typeof code === 'string' && { code: code as NonNullable<ApiErrorData['code']> }),
    ...(isRecord(fieldErrors) && { fieldErrors: fieldErrors as Record<string, string> }),
  };
}
