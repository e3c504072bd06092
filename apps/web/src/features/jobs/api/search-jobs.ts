import type { JobSearchInput, JobSearchResult } from '@waypoint/shared/jobs/jobs';
import { jobsApi } from './jobs-api';

/** `GET /api/jobs`: one page of open postings, ranked by relevance and the user's military code. */
const searchJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    searchJobs: build.query<JobSearchResult, JobSearchInput>({
      query: (search) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(search))
          if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
        return `/jobs?${params.toString()}`;
      },
    }),
  }),
});

export const { useSearchJobsQuery } = searchJobsApi;
