import type { MentorshipAdmin } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_TAG, mentorshipApi } from './mentorship-api';

/** `GET /api/mentorship/admin`: applications, pairs, response times and reports (admins). */
const getMentorshipAdminApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    getMentorshipAdmin: build.query<MentorshipAdmin, void>({
      query: () => '/mentorship/admin',
      providesTags: [MENTORSHIP_TAG],
    }),
  }),
});

export const { useGetMentorshipAdminQuery } = getMentorshipAdminApi;
