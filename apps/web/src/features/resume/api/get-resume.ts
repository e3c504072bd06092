import type { Resume } from '@waypoint/shared/resume/resume-http';
import { resumeApi } from './resume-tags';

/** `GET /api/resumes/{id}`: one resume with its contents and version. */
const getResumeApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    getResume: build.query<Resume, string>({
      query: (id) => `/resumes/${encodeURIComponent(id)}`,
      // The editor owns the resume once opened; a later open always reads the stored version.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetResumeQuery, useLazyGetResumeQuery } = getResumeApi;
