import { skipToken } from '@reduxjs/toolkit/query';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { useGetProfileQuery } from './api/get-profile';

/**
 * The signed-in account's veteran profile: the one cache entry every screen reads (`data` is `null` while the
 * account has none, `undefined` until the first answer). It is the spec's `veteranProfile` store: `data` is the
 * profile, `isFetching` its loading flag, `error` its error and `fulfilledTimeStamp` its lastUpdated; writes put
 * their answer in it, and ending or starting a session drops it with the rest of the cache.
 *
 * The route guard's session check already holds the account; this reads the same cache entry, and while there is
 * no account yet it waits (nothing is asked for).
 */
export function useProfile() {
  const accountId = useGetSessionQuery().data?.id;
  return useGetProfileQuery(accountId ?? skipToken);
}
