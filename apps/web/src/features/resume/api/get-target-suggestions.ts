import type { ResumeTargetSuggestions } from '@waypoint/shared/resume/target-suggestions';
import { CAREER_TARGETS_TAG, careerTargetsApi } from '../../../stores/career-targets/career-targets-api';

/**
 * `GET /api/resumes/target-suggestions`: a headline, skills and bullets for each target career. Built from the
 * targets, so choosing or removing one in My Plan asks again.
 */
const targetSuggestionsApi = careerTargetsApi.injectEndpoints({
  endpoints: (build) => ({
    getResumeTargetSuggestions: build.query<ResumeTargetSuggestions, void>({
      query: () => '/resumes/target-suggestions',
      providesTags: [CAREER_TARGETS_TAG],
    }),
  }),
});

export const { useGetResumeTargetSuggestionsQuery } = targetSuggestionsApi;
