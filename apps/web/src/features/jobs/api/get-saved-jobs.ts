import type { SavedJob } from '@waypoint/shared/jobs/jobs';
import { SAVED_JOBS_TAG, jobsApi } from './jobs-api';

/** `GET /api/saved-jobs`: the signed-in user's saved jobs, newest first. */
const getSavedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedJobs: build.query<{ savedJobs: SavedJob[] }, void>({
      query: () => '/saved-jobs',
      providesTags: [SAVED_JOBS_TAG],
    }),
  }),
});

export const { useGetSavedJobsQuery } = getSavedJobsApi;
