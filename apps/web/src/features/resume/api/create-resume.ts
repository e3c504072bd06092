import type { Resume, ResumeCreate } from '@waypoint/shared/resume/resume-http';
import { resumeApi } from './resume-tags';

/** `POST /api/resumes`. */
const createResumeApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    createResume: build.mutation<Resume, ResumeCreate>({
      query: (body) => ({ url: '/resumes', method: 'POST', body }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }],
    }),
  }),
});

export const { useCreateResumeMutation } = createResumeApi;
