import { useCallback } from 'react';
import { useAppDispatch } from '../../../stores/hooks';
import { fetchVeteranProfile } from '../../../stores/veteran-profile';

export const DASHBOARD_PATH = '/dashboard';
/** Its empty state is the form that creates the profile. */
export const PROFILE_PATH = '/profile';

/**
 * Where a signed-in user goes: back to the page they asked for, else the dashboard (spec). Someone whose profile
 * was never created (e-mail verified after registration, or its profile step failed) is led to /profile to
 * finish it instead of a dashboard with nothing to show. A failed look-up does not hold them up.
 */
export function useDestinationAfterSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (userId: string, redirectTo: string | null): Promise<string> => {
      const wanted = redirectTo ?? DASHBOARD_PATH;
      if (redirectTo && redirectTo !== DASHBOARD_PATH) return wanted;
      const action = await dispatch(fetchVeteranProfile(userId));
      const noProfile = fetchVeteranProfile.fulfilled.match(action) && action.payload === null;
      return noProfile ? PROFILE_PATH : wanted;
    },
    [dispatch],
  );
}
