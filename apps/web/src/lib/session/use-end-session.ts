import { useCallback } from 'react';
import { useAppDispatch } from '../../stores/hooks';
import { api } from '../api-slice';
import { clearSession, type SessionEnd } from '../auth-token';

/**
 * Ends the session on this device: the token and name are forgotten, and everything cached from the server is
 * dropped so the next person on this device cannot see it. Sign-out and account deletion both end this way.
 */
export function useEndSession(): (reason?: SessionEnd) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (reason?: SessionEnd) => {
      clearSession(reason);
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );
}
