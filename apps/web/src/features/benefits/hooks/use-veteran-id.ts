import { DEMO_VETERAN_ID } from '@waypoint/shared/benefits/benefits-view';
import { useCallback, useEffect, useState } from 'react';
import { useGetSessionQuery } from '../../../lib/session/get-session';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { fetchVeteranProfile } from '../../../stores/veteran-profile';

export type VeteranIdView =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `demo`: the user has no profile, so the spec's demo veteran stands in (and the screen says so). */
  | { status: 'ready'; veteranId: string; demo: boolean };

/** Which veteran the tracker asks about: the signed-in user's profile, or the demo veteran when they have none. */
export function useVeteranId(): VeteranIdView {
  const dispatch = useAppDispatch();
  const session = useGetSessionQuery();
  const authUserId = session.data?.id;
  const stored = useAppSelector((state) => state.veteranProfile.profile);
  const [outcome, setOutcome] = useState<{ authUserId: string; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!authUserId) return;
    let current = true;
    void dispatch(fetchVeteranProfile(authUserId)).then((action) => {
      if (current) setOutcome({ authUserId, failed: fetchVeteranProfile.rejected.match(action) });
    });
    return () => {
      current = false;
    };
  }, [dispatch, authUserId, attempt]);

  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((count) => count + 1);
    if (session.isError) void session.refetch();
  }, [session]);

  if (session.isError) return { status: 'error', retry };
  if (!authUserId || outcome?.authUserId !== authUserId) {
    return stored && stored.authUserId === authUserId
      ? { status: 'ready', veteranId: stored.id, demo: false }
      : { status: 'loading' };
  }
  if (stored?.authUserId === authUserId) return { status: 'ready', veteranId: stored.id, demo: false };
  if (outcome.failed) return { status: 'error', retry };
  return { status: 'ready', veteranId: DEMO_VETERAN_ID, demo: true };
}
