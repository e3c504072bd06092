import type { VeteranProfile, VeteranProfileUpdate } from '@waypoint/shared';
import { profilesApi } from '../profiles-api';
import { writeProfile } from './write-profile';

export interface UpdateProfileArgs {
  id: string;
  /** Only the changed fields (spec: "JSON of changed profile fields"). */
  changes: VeteranProfileUpdate;
}

/**
 * `PATCH /api/veteran-profiles/{id}`: the changed fields; the answer is the whole stored profile, and becomes the
 * cached one.
 */
const updateProfileApi = profilesApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<VeteranProfile, UpdateProfileArgs>({
      queryFn: ({ id, changes }, { dispatch }, _extra, baseQuery) =>
        writeProfile(
          { url: `/veteran-profiles/${encodeURIComponent(id)}`, method: 'PATCH', body: changes },
          dispatch,
          baseQuery,
        ),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
export const { updateProfile } = updateProfileApi.endpoints;
