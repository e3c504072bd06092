import { api } from '../../../lib/api-slice';

/** `DELETE /api/veteran-profiles/{id}`: 204, no body. */
const deleteVeteranProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteVeteranProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/veteran-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const { deleteVeteranProfile } = deleteVeteranProfileApi.endpoints;
