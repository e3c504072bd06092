import type { JobDetail } from '@waypoint/shared/jobs/jobs';
import { jobsApi } from './jobs-api';

/**
 * `GET /api/jobs/{id}`: one posting with the catalogue occupations it maps to (each can be made a target career),
 * for the open posting, a saved job or a shared link outside the current page.
 */
const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<JobDetail, string>({ query: (id) => `/jobs/${encodeURIComponent(id)}` }),
  }),
});

export const { useGetJobQuery } = getJobApi;
