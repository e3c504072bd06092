import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiErrorData } from '../../../lib/api-client';

type BaseQueryResult = QueryReturnValue<unknown, ApiErrorData, object>;
type MaybePromise<T> = T | PromiseLike<T>;

const CANCELLED_CODE = 'CANCELLED';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * The shared base query rethrows aborts, and RTK Query logs every thrown error with console.error (even in
 * production builds). Superseded suggestion and translation requests are aborted on purpose, so they end
 * here as a quiet error value instead; nothing shows it because a newer request has taken its place.
 */
export async function cancellable<T>(
  request: MaybePromise<BaseQueryResult>,
): Promise<QueryReturnValue<T, ApiErrorData, object>> {
  try {
    const result = await request;
    return result.error ? { error: result.error } : { data: result.data as T };
  } catch (error) {
    if (isAbort(error)) return { error: { status: 0, message: 'Request cancelled.', code: CANCELLED_CODE } };
    throw error;
  }
}
