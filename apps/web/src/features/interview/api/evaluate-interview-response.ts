import type { InterviewEvaluationRequest } from '@waypoint/shared/interview/interview';
import type { InterviewFeedback } from '@waypoint/shared/interview/feedback/evaluate';
import { api } from '../../../lib/api-slice';

/** `POST /api/interview-evaluations`: the server's feedback on one answer. */
const evaluateApi = api.injectEndpoints({
  endpoints: (build) => ({
    evaluateInterviewResponse: build.mutation<InterviewFeedback, InterviewEvaluationRequest>({
      query: (body) => ({ url: '/interview-evaluations', method: 'POST', body }),
    }),
  }),
});

export const { useEvaluateInterviewResponseMutation } = evaluateApi;
