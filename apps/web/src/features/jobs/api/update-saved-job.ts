import type { SavedJob, SavedJobUpdate } from '@waypoint/shared/jobs/jobs';
import { SAVED_JOBS_TAG, jobsApi } from './jobs-api';

/** `PATCH /api/saved-jobs/{jobId}`: the note or the status (saved, applied, interviewing, offer, closed). */
const updateSavedJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateSavedJob: build.mutation<SavedJob, { jobId: string } & SavedJobUpdate>({
      query: ({ jobId, ...change }) => ({
        url: `/saved-jobs/${encodeURIComponent(jobId)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_JOBS_TAG]),
    }),
  }),
});

export const { useUpdateSavedJobMutation } = updateSavedJobApi;
