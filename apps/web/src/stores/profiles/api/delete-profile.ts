import { PROFILE_TAG, profilesApi } from '../profiles-api';

/** `DELETE /api/veteran-profiles/{id}`: 204, no body. The cached profile is asked again: none now. */
const deleteProfileApi = profilesApi.injectEndpoints({
  endpoints: (build) => ({
    deleteProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/veteran-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE_TAG]),
    }),
  }),
});

export const { useDeleteProfileMutation } = deleteProfileApi;
export const { deleteProfile } = deleteProfileApi.endpoints;
