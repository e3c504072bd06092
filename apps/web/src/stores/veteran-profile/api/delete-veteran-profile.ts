import { VETERAN_PROFILE_TAG, veteranProfileApi } from '../veteran-profile-api';

/** `DELETE /api/veteran-profiles/{id}`: 204, no body. The cached profile is asked again: none now. */
const deleteVeteranProfileApi = veteranProfileApi.injectEndpoints({
  endpoints: (build) => ({
    deleteVeteranProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/veteran-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [VETERAN_PROFILE_TAG]),
    }),
  }),
});

export const { useDeleteVeteranProfileMutation } = deleteVeteranProfileApi;
export const { deleteVeteranProfile } = deleteVeteranProfileApi.endpoints;
