import type { VeteranProfile, VeteranProfileUpdate } from '@waypoint/shared';
import { veteranProfileApi } from '../veteran-profile-api';
import { writeProfile } from './write-profile';

export interface UpdateVeteranProfileArgs {
  id: string;
  /** Only the changed fields (spec: "JSON of changed profile fields"). */
  changes: VeteranProfileUpdate;
}

/**
 * `PATCH /api/veteran-profiles/{id}`: the changed fields; the answer is the whole stored profile, and becomes the
 * cached one.
 */
const updateVeteranProfileApi = veteranProfileApi.injectEndpoints({
  endpoints: (build) => ({
    updateVeteranProfile: build.mutation<VeteranProfile, UpdateVeteranProfileArgs>({
      queryFn: ({ id, changes }, { dispatch }, _extra, baseQuery) =>
        writeProfile(
          { url: `/veteran-profiles/${encodeURIComponent(id)}`, method: 'PATCH', body: changes },
          dispatch,
          baseQuery,
        ),
    }),
  }),
});

export const { useUpdateVeteranProfileMutation } = updateVeteranProfileApi;
export const { updateVeteranProfile } = updateVeteranProfileApi.endpoints;
