import { mentorshipApi } from './mentorship-api';

/** `POST /api/mentorship/messages/{id}/report`: sends one message to the admins for review. */
const reportMessageApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    reportMessage: build.mutation<{ id: string }, { messageId: string; reason?: string }>({
      query: ({ messageId, ...body }) => ({
        url: `/mentorship/messages/${encodeURIComponent(messageId)}/report`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useReportMessageMutation } = reportMessageApi;
