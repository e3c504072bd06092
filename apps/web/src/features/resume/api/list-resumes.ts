import type { ResumeSummary } from '@waypoint/shared/resume/resume-http';
import { resumeApi } from './resume-tags';

/** `GET /api/resumes`: the user's resumes, most recently changed first. */
const listResumesApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    listResumes: build.query<ResumeSummary[], void>({
      query: () => '/resumes',
      providesTags: [{ type: 'Resume', id: 'LIST' }],
    }),
  }),
});

export const { useListResumesQuery } = listResumesApi;
