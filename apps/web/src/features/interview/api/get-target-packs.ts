import type { InterviewTargetPacks } from '@waypoint/shared/interview/interview';
import { CAREER_TARGETS_TAG, careerTargetsApi } from '../../../stores/career-targets/career-targets-api';

/**
 * `GET /api/interview-target-packs`: a question pack for each target career. Built from the targets, so
 * choosing or removing one in My Plan asks again.
 */
const targetPacksApi = careerTargetsApi.injectEndpoints({
  endpoints: (build) => ({
    getInterviewTargetPacks: build.query<InterviewTargetPacks, void>({
      query: () => '/interview-target-packs',
      providesTags: [CAREER_TARGETS_TAG],
    }),
  }),
});

export const { useGetInterviewTargetPacksQuery } = targetPacksApi;
