import type { AuthUser } from '@waypoint/shared';
import { api } from '../../lib/api-slice';
import { setAuthToken, setUserName } from '../../lib/auth-token';
import type { AppDispatch } from '../../stores/store';

/**
 * Starts a session on this device: whatever was cached for someone else (their /me, their profile) is dropped
 * first, then the token is kept under auth_token and the name ("First Last") under user_name, as the spec does.
 */
export function startSession(
  dispatch: AppDispatch,
  token: string,
  user: Pick<AuthUser, 'firstName' | 'lastName'>,
): void {
  dispatch(api.util.resetApiState());
  setAuthToken(token);
  setUserName(`${user.firstName} ${user.lastName}`);
}
