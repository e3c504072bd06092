import type { MentorRequest, MentorRequestCreate } from '@waypoint/shared/mentorship/mentorship';
import { mentorshipApi, reloadHub } from './mentorship-api';

/** `POST /api/mentorship/requests`: the card's request goes from idle to pending. */
const requestMentorApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    requestMentor: build.mutation<MentorRequest, MentorRequestCreate>({
      query: (body) => ({ url: '/mentorship/requests', method: 'POST', body }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useRequestMentorMutation } = requestMentorApi;
