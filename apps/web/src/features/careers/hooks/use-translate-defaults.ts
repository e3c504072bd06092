import { useEffect, useMemo } from 'react';
import { useGetSessionQuery } from '../../../lib/session/get-session';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { fetchVeteranProfile } from '../../../stores/veteran-profile';
import { translateDefaultsFrom } from '../profile-defaults';
import { DEFAULT_VALUES, type TranslateFormValues } from '../translate-form-values';

/**
 * Where the translation form starts: the signed-in veteran's profile (the `veteranProfile` store, fetched by its
 * thunk when it holds no profile of this account), else the spec's defaults (Army, every field empty). Without a
 * profile, or while it loads, the spec's defaults.
 */
export function useTranslateDefaults(): TranslateFormValues {
  const dispatch = useAppDispatch();
  // The route guard's check already holds the account; this reads the same cache entry.
  const accountId = useGetSessionQuery().data?.id;
  const stored = useAppSelector((state) => state.veteranProfile.profile);
  // Only a profile of this account: after a sign-out the store may still hold someone else's.
  const profile = accountId && stored?.authUserId === accountId ? stored : null;
  const missing = profile === null;

  useEffect(() => {
    if (accountId && missing) void dispatch(fetchVeteranProfile(accountId));
  }, [accountId, dispatch, missing]);

  return useMemo(() => (profile ? translateDefaultsFrom(profile) : DEFAULT_VALUES), [profile]);
}
