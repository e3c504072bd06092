import type { VeteranProfile } from '@waypoint/shared';
import type { ApiErrorData } from '../../../lib/api-error';
import type { RootState } from '../../store';
import { PROFILE_TAG, profilesApi } from '../profiles-api';

/**
 * `GET /api/veteran-profiles/auth/{authUserId}`: the account's profile. The API answers 404 while it has none;
 * that is an answer ("none yet", `null`), not a failure.
 */
const getProfileApi = profilesApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<VeteranProfile | null, string>({
      queryFn: async (authUserId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/veteran-profiles/auth/${encodeURIComponent(authUserId)}`);
        if (result.error) {
          const error = result.error as ApiErrorData;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as VeteranProfile };
      },
      providesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
export const { getProfile } = getProfileApi.endpoints;
export const profileUtil = getProfileApi.util;

type CacheState = Parameters<ReturnType<typeof getProfile.select>>[0];

/** An account's cached profile outside React: `null` for none, `undefined` while nobody has asked. */
export const selectProfile = (state: RootState, authUserId: string) =>
  getProfile.select(authUserId)(state as CacheState).data;
