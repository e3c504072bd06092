import type { PasswordReset } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/reset-password`: the new password with the token from the e-mailed link. */
export function resetPassword(body: PasswordReset): Promise<{ status: true }> {
  return apiRequest('/auth/reset-password', { method: 'POST', body });
}
