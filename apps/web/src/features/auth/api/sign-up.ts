import type { AuthSession, SignUpRequest } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/sign-up/email`: the account with its metadata; `token` is null until the e-mail is verified. */
export function signUp(body: SignUpRequest): Promise<AuthSession> {
  return apiRequest<AuthSession>('/auth/sign-up/email', { method: 'POST', body });
}
