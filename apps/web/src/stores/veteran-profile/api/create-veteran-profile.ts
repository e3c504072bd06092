import type { VeteranProfile, VeteranProfileCreate } from '@waypoint/shared';
import { veteranProfileApi } from '../veteran-profile-api';
import { writeProfile } from './write-profile';

/**
 * `POST /api/veteran-profiles`: the signed-in account's profile (one per account; 409 when it exists). The
 * answer is the stored profile, and becomes the cached one.
 */
const createVeteranProfileApi = veteranProfileApi.injectEndpoints({
  endpoints: (build) => ({
    createVeteranProfile: build.mutation<VeteranProfile, VeteranProfileCreate>({
      queryFn: (profile, { dispatch }, _extra, baseQuery) =>
        writeProfile({ url: '/veteran-profiles', method: 'POST', body: profile }, dispatch, baseQuery),
    }),
  }),
});

export const { useCreateVeteranProfileMutation } = createVeteranProfileApi;
export const { createVeteranProfile } = createVeteranProfileApi.endpoints;
