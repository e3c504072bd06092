import type { OwnMentorProfile } from '@waypoint/shared/mentorship/mentorship';
import { mentorshipApi, reloadHub } from './mentorship-api';

/** `POST /api/mentorship/admin/mentors/{id}/approve`. */
const approveMentorApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    approveMentor: build.mutation<OwnMentorProfile, string>({
      query: (id) => ({ url: `/mentorship/admin/mentors/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useApproveMentorMutation } = approveMentorApi;
