import type { VeteranProfile } from '@waypoint/shared';
import type { ApiErrorData } from '../../../lib/api-error';
import type { RootState } from '../../store';
import { VETERAN_PROFILE_TAG, veteranProfileApi } from '../veteran-profile-api';

/**
 * `GET /api/veteran-profiles/auth/{authUserId}`: the account's profile. The API answers 404 while it has none;
 * that is an answer ("none yet", `null`), not a failure.
 */
const getVeteranProfileApi = veteranProfileApi.injectEndpoints({
  endpoints: (build) => ({
    getVeteranProfile: build.query<VeteranProfile | null, string>({
      queryFn: async (authUserId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/veteran-profiles/auth/${encodeURIComponent(authUserId)}`);
        if (result.error) {
          const error = result.error as ApiErrorData;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as VeteranProfile };
      },
      providesTags: [VETERAN_PROFILE_TAG],
    }),
  }),
});

export const { useGetVeteranProfileQuery } = getVeteranProfileApi;
export const { getVeteranProfile } = getVeteranProfileApi.endpoints;
export const veteranProfileUtil = getVeteranProfileApi.util;

type CacheState = Parameters<ReturnType<typeof getVeteranProfile.select>>[0];

/** An account's cached profile outside React: `null` for none, `undefined` while nobody has asked. */
export const selectVeteranProfile = (state: RootState, authUserId: string) =>
  getVeteranProfile.select(authUserId)(state as CacheState).data;
