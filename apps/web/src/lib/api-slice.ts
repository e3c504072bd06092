import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, type ApiRequestOptions } from './api-client';
import { ApiError, CANCELLED_ERROR_CODE, type ApiErrorData } from './api-error';

/** What an endpoint's `query` returns: a path under the API base, or a path with request options. */
export type ApiQueryArgs = string | ({ url: string } & Omit<ApiRequestOptions, 'signal'>);

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * RTK Query's base query on top of apiRequest: the one way the web calls the API (base URL, bearer token, error
 * object). Errors are returned as plain ApiErrorData because RTK Query stores them in Redux state, which must
 * stay serializable. A cancelled request is a quiet error value (code CANCELLED, no message): thrown, RTK
 * Query would log it with console.error, and nobody waits for its answer anyway.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiErrorData> = async (args, { signal }) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest<unknown>(url, { ...options, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.toJSON() };
    if (isAbort(error)) return { error: { status: 0, message: '', code: CANCELLED_ERROR_CODE } };
    throw error; // programming errors: RTK Query handles them itself
  }
};

/**
 * The one API slice. Every call is an endpoint of its own file, injected with `api.injectEndpoints` (lib knows
 * no feature), its response type inferred from the shared Zod schema the API serves.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
