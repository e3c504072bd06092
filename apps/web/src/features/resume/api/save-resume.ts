import type { Resume, ResumeUpdate } from '@waypoint/shared/resume/resume-http';
import { resumeApi } from './resume-tags';

/** `PUT /api/resumes/{id}` from the version the edit started from; 409 when another tab saved first. */
const saveResumeApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    saveResume: build.mutation<Resume, { id: string; body: ResumeUpdate }>({
      query: ({ id, body }) => ({ url: `/resumes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }],
    }),
  }),
});

export const { useSaveResumeMutation } = saveResumeApi;
