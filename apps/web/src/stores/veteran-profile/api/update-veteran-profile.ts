import type { VeteranProfile, VeteranProfileUpdate } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

export interface UpdateVeteranProfileArgs {
  id: string;
  /** Only the changed fields (spec: "JSON of changed profile fields"). */
  changes: VeteranProfileUpdate;
}

/** `PATCH /api/veteran-profiles/{id}`: the changed fields; the answer is the whole stored profile. */
const updateVeteranProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateVeteranProfile: build.mutation<VeteranProfile, UpdateVeteranProfileArgs>({
      query: ({ id, changes }) => ({
        url: `/veteran-profiles/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
    }),
  }),
});

export const { updateVeteranProfile } = updateVeteranProfileApi.endpoints;
