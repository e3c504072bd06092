import type { PasswordResetRequest } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** Where the e-mailed link leads (spec §7: "a redirect to the /reset-password/complete route"). */
export const RESET_COMPLETE_PATH = '/reset-password/complete';

/** `POST /api/auth/request-password-reset`: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ status: true; message: string }> {
  const body: PasswordResetRequest = { email, redirectTo: RESET_COMPLETE_PATH };
  return apiRequest('/auth/request-password-reset', { method: 'POST', body });
}
