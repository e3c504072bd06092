import type { Job } from '@waypoint/shared/jobs/jobs';
import { jobsApi } from './jobs-api';

/** `GET /api/jobs/{id}`: one posting, for a saved job or a shared link outside the current page. */
const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<Job, string>({ query: (id) => `/jobs/${encodeURIComponent(id)}` }),
  }),
});

export const { useGetJobQuery } = getJobApi;
