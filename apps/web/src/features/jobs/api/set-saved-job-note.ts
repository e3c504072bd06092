import type { SavedJob } from '@waypoint/shared/jobs/jobs';
import { SAVED_JOBS_TAG, jobsApi } from './jobs-api';

/** `PATCH /api/saved-jobs/{jobId}`: the note on a saved job. */
const setSavedJobNoteApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    setSavedJobNote: build.mutation<SavedJob, { jobId: string; note: string }>({
      query: ({ jobId, note }) => ({
        url: `/saved-jobs/${encodeURIComponent(jobId)}`,
        method: 'PATCH',
        body: { note },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_JOBS_TAG]),
    }),
  }),
});

export const { useSetSavedJobNoteMutation } = setSavedJobNoteApi;
