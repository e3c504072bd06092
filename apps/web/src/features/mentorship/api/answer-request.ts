import type { MentorRequest } from '@waypoint/shared/mentorship/mentorship';
import { mentorshipApi, reloadHub } from './mentorship-api';

/** `POST /api/mentorship/requests/{id}/accept` or `/decline`: the mentor answers a request in their queue. */
const answerRequestApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    answerRequest: build.mutation<MentorRequest, { id: string; accept: boolean }>({
      query: ({ id, accept }) => ({
        url: `/mentorship/requests/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
        method: 'POST',
      }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useAnswerRequestMutation } = answerRequestApi;
