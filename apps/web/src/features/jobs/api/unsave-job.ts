import { SAVED_JOBS_TAG, jobsApi } from './jobs-api';

/** `DELETE /api/saved-jobs/{jobId}`. */
const unsaveJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    unsaveJob: build.mutation<void, string>({
      query: (jobId) => ({ url: `/saved-jobs/${encodeURIComponent(jobId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_JOBS_TAG]),
    }),
  }),
});

export const { useUnsaveJobMutation } = unsaveJobApi;
