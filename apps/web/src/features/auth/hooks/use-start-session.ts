import { useCallback } from 'react';
import type { AuthUser } from '@waypoint/shared';
import { useAppDispatch } from '../../../stores/hooks';
import { api } from '../../../lib/api-slice';
import { setAuthToken, setUserName } from '../../../lib/auth-token';
import { clearProfile } from '../../../stores/veteran-profile';

export type StartSession = (token: string, user: Pick<AuthUser, 'firstName' | 'lastName'>) => void;

/**
 * Starts a session on this device: whatever was cached for someone else (their /me, their profile) is dropped
 * first, then the token is kept under auth_token and the name ("First Last") under user_name, as the spec does.
 */
export function useStartSession(): StartSession {
  const dispatch = useAppDispatch();
  return useCallback(
    (token, user) => {
      dispatch(api.util.resetApiState());
      dispatch(clearProfile());
      setAuthToken(token);
      setUserName(`${user.firstName} ${user.lastName}`);
    },
    [dispatch],
  );
}
