import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, apiRequest, type ApiErrorData, type ApiRequestOptions } from './api-client';

/** What an endpoint's `query` returns: a path under the API base, or a path with request options. */
export type ApiQueryArgs = string | ({ url: string } & Omit<ApiRequestOptions, 'signal'>);

/**
 * RTK Query's base query on top of apiRequest, so cached server data and one-off calls share one
 * behaviour (base URL, bearer token, error object). Errors are returned as plain ApiErrorData because
 * RTK Query stores them in Redux state, which must stay serializable.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiErrorData> = async (args, { signal }) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest<unknown>(url, { ...options, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.toJSON() };
    throw error; // aborts and programming errors: RTK Query handles them itself
  }
};

/** The one API slice; features add their endpoints with `api.injectEndpoints` (lib knows no feature). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
