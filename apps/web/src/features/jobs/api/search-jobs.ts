import type { JobSearchInput, JobSearchResult } from '@waypoint/shared/jobs/jobs';
import { CAREER_TARGETS_TAG } from '../../../stores/career-targets/career-targets-api';
import { jobsApi } from './jobs-api';

/**
 * `GET /api/jobs`: one page of open postings, ranked by relevance and the user's military code; with nothing asked,
 * the jobs for the veteran's target careers, so choosing a target loads the answer again.
 */
const searchJobsApi = jobsApi.enhanceEndpoints({ addTagTypes: [CAREER_TARGETS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    searchJobs: build.query<JobSearchResult, JobSearchInput>({
      query: (search) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(search))
          if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
        // Nothing asked: the server answers with the jobs for the veteran's target careers.
        const text = params.toString();
        return text ? `/jobs?${text}` : '/jobs';
      },
      providesTags: [CAREER_TARGETS_TAG],
    }),
  }),
});

export const { useSearchJobsQuery } = searchJobsApi;
