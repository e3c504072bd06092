import type { InterviewQuestion, InterviewQuestionsQuery } from '@waypoint/shared/interview/interview';
import { api } from '../../../lib/api-slice';

/**
 * `GET /api/interview-questions`: the questions of a new session. A mutation, not a cached query: every Start
 * asks afresh, since the server picks the questions this person has practised least.
 */
const interviewQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewQuestions: build.mutation<InterviewQuestion[], InterviewQuestionsQuery>({
      query: ({ pack, difficulty }) => ({
        url: `/interview-questions?${new URLSearchParams({ pack, difficulty }).toString()}`,
        method: 'GET',
      }),
    }),
  }),
});

export const { useGetInterviewQuestionsMutation } = interviewQuestionsApi;
