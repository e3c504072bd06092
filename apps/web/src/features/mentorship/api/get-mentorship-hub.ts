import type { MentorshipHub } from '@waypoint/shared/mentorship/mentorship';
import { CAREER_TARGETS_TAG } from '../../../stores/career-targets/career-targets-api';
import { MENTORSHIP_TAG, mentorshipApi } from './mentorship-api';

/**
 * `GET /api/mentorship`: the view the server's role decides, ranked mentors, requests, queue and mentorships. The
 * ranking puts mentors in the field of the veteran's target careers first, so choosing a target loads it again.
 */
const getMentorshipHubApi = mentorshipApi
  .enhanceEndpoints({ addTagTypes: [CAREER_TARGETS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMentorshipHub: build.query<MentorshipHub, void>({
        query: () => '/mentorship',
        providesTags: [MENTORSHIP_TAG, CAREER_TARGETS_TAG],
      }),
    }),
  });

export const { useGetMentorshipHubQuery } = getMentorshipHubApi;
