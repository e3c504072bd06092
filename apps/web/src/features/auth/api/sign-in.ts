import type { AuthSession, SignInRequest } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/sign-in/email`: a bearer token and the user. */
export function signIn(body: SignInRequest): Promise<AuthSession> {
  return apiRequest<AuthSession>('/auth/sign-in/email', { method: 'POST', body });
}
