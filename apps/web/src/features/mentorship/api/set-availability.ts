import type { Availability, OwnMentorProfile } from '@waypoint/shared/mentorship/mentorship';
import { mentorshipApi, reloadHub } from './mentorship-api';

/** `PUT /api/mentorship/mentor-profile/availability`: accepting or paused, and the weekly slots. */
const setAvailabilityApi = mentorshipApi.injectEndpoints({
  endpoints: (build) => ({
    setAvailability: build.mutation<OwnMentorProfile, Availability>({
      query: (body) => ({ url: '/mentorship/mentor-profile/availability', method: 'PUT', body }),
      invalidatesTags: reloadHub,
    }),
  }),
});

export const { useSetAvailabilityMutation } = setAvailabilityApi;
