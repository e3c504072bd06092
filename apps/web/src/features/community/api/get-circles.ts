import type { Circle, CircleList } from '@waypoint/shared/community/community';
import { CIRCLES_TAG, circleTag, communityApi } from './community-api';

/** `GET /api/community/circles`: every circle with the viewer's membership and view. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getCircles: build.query<Circle[], void>({
      query: () => '/community/circles',
      transformResponse: (list: CircleList) => list.circles,
      providesTags: (circles = []) => [CIRCLES_TAG, ...circles.map((circle) => circleTag(circle.id))],
    }),
  }),
});

export const { useGetCirclesQuery } = endpoint;
