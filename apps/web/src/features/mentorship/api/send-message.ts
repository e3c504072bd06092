import type { MentorshipMessage, MessageCreate } from '@waypoint/shared/mentorship/mentorship';
import { CONVERSATION_TAG, mentorshipApi } from './mentorship-api';

/** `POST /api/mentorship/mentorships/{id}/messages`. */
const sendMessageApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<MentorshipMessage, MessageCreate & { mentorshipId: string }>({
      query: ({ mentorshipId, ...body }) => ({
        url: `/mentorship/mentorships/${encodeURIComponent(mentorshipId)}/messages`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { mentorshipId }) =>
        error ? [] : [{ type: CONVERSATION_TAG, id: mentorshipId }],
    }),
  }),
});

export const { useSendMessageMutation } = sendMessageApi;
