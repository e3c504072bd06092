import { useCallback, useEffect, useState } from 'react';
import type { VeteranProfile } from '@waypoint/shared';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { fetchVeteranProfile, PROFILE_STORE_MESSAGES } from '../../../stores/veteran-profile';

export type VeteranProfileView =
  | { status: 'loading' }
  | { status: 'error'; error: string; retry: () => void }
  | { status: 'empty' }
  | { status: 'ready'; profile: VeteranProfile };

interface FetchOutcome {
  authUserId: string;
  error: string | null;
}

/**
 * The account's profile through the `veteranProfile` slice. Only a profile of this account is ever shown (the
 * store may still hold someone else's after a sign-out on this device); a stored one shows while it refreshes.
 */
export function useVeteranProfile(authUserId: string): VeteranProfileView {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.veteranProfile.profile);
  const [outcome, setOutcome] = useState<FetchOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void dispatch(fetchVeteranProfile(authUserId)).then((action) => {
      if (!current) return;
      const failed = fetchVeteranProfile.rejected.match(action);
      setOutcome({
        authUserId,
        error: failed ? (action.payload?.message ?? PROFILE_STORE_MESSAGES.fetch) : null,
      });
    });
    return () => {
      current = false;
    };
  }, [dispatch, authUserId, attempt]);

  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((count) => count + 1);
  }, []);

  if (stored?.authUserId === authUserId) return { status: 'ready', profile: stored };
  if (outcome?.authUserId !== authUserId) return { status: 'loading' };
  if (outcome.error) return { status: 'error', error: outcome.error, retry };
  return { status: 'empty' };
}
