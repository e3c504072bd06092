import type { MentorshipHub } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_TAG, mentorshipApi } from './mentorship-api';

/** `GET /api/mentorship`: the view the server's role decides, ranked mentors, requests, queue and mentorships. */
const getMentorshipHubApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    getMentorshipHub: build.query<MentorshipHub, void>({
      query: () => '/mentorship',
      providesTags: [MENTORSHIP_TAG],
    }),
  }),
});

export const { useGetMentorshipHubQuery } = getMentorshipHubApi;
