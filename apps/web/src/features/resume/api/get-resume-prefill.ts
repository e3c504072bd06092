import type { ResumePrefill } from '@waypoint/shared/resume/resume-http';
import { resumeApi } from './resume-tags';

/** `GET /api/resumes/prefill`: the veteran profile and the civilian wording of its MOS, for a new resume. */
const prefillApi = resumeApi.injectEndpoints({
  endpoints: (build) => ({
    getResumePrefill: build.query<ResumePrefill, void>({ query: () => '/resumes/prefill' }),
  }),
});

export const { useGetResumePrefillQuery, useLazyGetResumePrefillQuery } = prefillApi;
