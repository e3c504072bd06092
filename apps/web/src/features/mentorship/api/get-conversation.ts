import type { Conversation } from '@waypoint/shared/mentorship/mentorship';
import { CONVERSATION_TAG, mentorshipApi } from './mentorship-api';

/** `GET /api/mentorship/mentorships/{id}/messages`: the pair's conversation; reading it marks it read. */
const getConversationApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<Conversation, string>({
      query: (id) => `/mentorship/mentorships/${encodeURIComponent(id)}/messages`,
      providesTags: (_result, _error, id) => [{ type: CONVERSATION_TAG, id }],
    }),
  }),
});

export const { useGetConversationQuery } = getConversationApi;
