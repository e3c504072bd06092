import type { MentorProfileInput, OwnMentorProfile } from '@waypoint/shared/mentorship/mentorship';
import { mentorshipApi, reloadHub } from './mentorship-api';

/** `PUT /api/mentorship/mentor-profile`: ask to become a mentor (an admin approves). */
const saveMentorProfileApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    saveMentorProfile: build.mutation<OwnMentorProfile, MentorProfileInput>({
      query: (body) => ({ url: '/mentorship/mentor-profile', method: 'PUT', body }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useSaveMentorProfileMutation } = saveMentorProfileApi;
