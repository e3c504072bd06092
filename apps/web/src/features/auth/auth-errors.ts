import { AUTH_MESSAGES } from '@waypoint/shared';
import { NETWORK_ERROR_CODE, readApiError } from '../../lib/api-error';

/**
 * What the alert region says: the service's own message, or `fallback`. A request that never reached the
 * server says the auth service is unavailable (decision 013 §7), not the browser's "Failed to fetch"; an answer
 * without the API's error body (a proxy's 502 page, so no code) gets the fallback, not a bare status text.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  const { code, message } = readApiError(error, fallback);
  if (code === NETWORK_ERROR_CODE) return AUTH_MESSAGES.serviceUnavailable;
  return code ? message : fallback;
}
