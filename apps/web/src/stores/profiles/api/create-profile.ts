import type { VeteranProfile, VeteranProfileCreate } from '@waypoint/shared';
import { profilesApi } from '../profiles-api';
import { writeProfile } from './write-profile';

/**
 * `POST /api/veteran-profiles`: the signed-in account's profile (one per account; 409 when it exists). The
 * answer is the stored profile, and becomes the cached one.
 */
const createProfileApi = profilesApi.injectEndpoints({
  endpoints: (build) => ({
    createProfile: build.mutation<VeteranProfile, VeteranProfileCreate>({
      queryFn: (profile, { dispatch }, _extra, baseQuery) =>
        writeProfile({ url: '/veteran-profiles', method: 'POST', body: profile }, dispatch, baseQuery),
    }),
  }),
});

export const { useCreateProfileMutation } = createProfileApi;
export const { createProfile } = createProfileApi.endpoints;
