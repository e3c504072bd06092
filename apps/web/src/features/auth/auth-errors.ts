import { AUTH_MESSAGES } from '@waypoint/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

/** The API error behind a failure, if it was one. */
export const asApiError = (error: unknown): ApiError | undefined =>
  error instanceof ApiError ? error : undefined;

/**
 * What the alert region says: the service's own message, or `fallback`. A request that never reached the
 * server says the auth service is unavailable (SPEC-DECISIONS 7), not the browser's "Failed to fetch"; an answer
 * without the API's error body (a proxy's 502 page) gets the fallback, not a bare status text.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  const apiError = asApiError(error);
  if (apiError?.code === NETWORK_ERROR_CODE) return AUTH_MESSAGES.serviceUnavailable;
  return (apiError?.code && apiError.message) || fallback;
}
