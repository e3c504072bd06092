import type { CircleList } from '@waypoint/shared/community/community';
import { CAREER_TARGETS_TAG } from '../../../stores/career-targets/career-targets-api';
import { CIRCLES_TAG, circleTag, communityApi } from './community-api';

/**
 * `GET /api/community/circles`: every circle with the viewer's membership and view, and the circle that fits each
 * of the viewer's target careers, so choosing a target loads it again.
 */
const endpoint = communityApi.enhanceEndpoints({ addTagTypes: [CAREER_TARGETS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getCircles: build.query<CircleList, void>({
      query: () => '/community/circles',
      providesTags: (list) => [
        CIRCLES_TAG,
        CAREER_TARGETS_TAG,
        ...(list?.circles ?? []).map((circle) => circleTag(circle.id)),
      ],
    }),
  }),
});

export const { useGetCirclesQuery } = endpoint;
