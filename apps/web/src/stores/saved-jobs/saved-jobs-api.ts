import type { SavedJob } from '@waypoint/shared/jobs/jobs';
import { api } from '../../lib/api-slice';

/** The saved jobs' cache tag: saving, changing or removing a saved job reloads every screen that lists them. */
export const SAVED_JOBS_TAG = 'SavedJobs' as const;

/** The api with the saved jobs' tag, which the job search's own saved-job calls inject into. */
export const savedJobsApi = api.enhanceEndpoints({ addTagTypes: [SAVED_JOBS_TAG] });

/**
 * `GET /api/saved-jobs`: the signed-in user's saved jobs, newest first: one cache entry read by the job search,
 * the resume builder's posting check and the interview coach's practice for a posting.
 */
const getSavedJobsApi = savedJobsApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedJobs: build.query<{ savedJobs: SavedJob[] }, void>({
      query: () => '/saved-jobs',
      providesTags: [SAVED_JOBS_TAG],
    }),
  }),
});

export const { useGetSavedJobsQuery } = getSavedJobsApi;
