import { useCallback } from 'react';
import { useAppDispatch } from '../../../stores/hooks';
import { SIGNED_IN_HOME } from '../../../lib/redirect-to';
import { fetchVeteranProfile } from '../../../stores/veteran-profile';

/** Its empty state is the form that creates the profile. */
const PROFILE_PATH = '/profile';

/**
 * Where a signed-in user goes: back to the page they asked for, else the dashboard (spec). Someone whose profile
 * was never created (e-mail verified after registration, or its profile step failed) is led to /profile to
 * finish it instead of a dashboard with nothing to show. A failed look-up does not hold them up.
 */
export function useDestinationAfterSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (userId: string, redirectTo: string | null): Promise<string> => {
      const wanted = redirectTo ?? SIGNED_IN_HOME;
      if (redirectTo && redirectTo !== SIGNED_IN_HOME) return wanted;
      const action = await dispatch(fetchVeteranProfile(userId));
      const noProfile = fetchVeteranProfile.fulfilled.match(action) && action.payload === null;
      return noProfile ? PROFILE_PATH : wanted;
    },
    [dispatch],
  );
}
