import type { SaveJob, SavedJob } from '@waypoint/shared/jobs/jobs';
import { SAVED_JOBS_TAG, jobsApi } from './jobs-api';

/** `POST /api/saved-jobs`: saving a job twice keeps it once. */
const saveJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    saveJob: build.mutation<SavedJob, SaveJob>({
      query: (body) => ({ url: '/saved-jobs', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_JOBS_TAG]),
    }),
  }),
});

export const { useSaveJobMutation } = saveJobApi;
