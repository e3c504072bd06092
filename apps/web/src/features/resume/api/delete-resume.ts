import { resumeApi } from './resume-tags';

/** `DELETE /api/resumes/{id}`. */
const deleteResumeApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    deleteResume: build.mutation<null, string>({
      query: (id) => ({ url: `/resumes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteResumeMutation } = deleteResumeApi;
