import type { Circle } from '@waypoint/shared/community/community';
import { circleTag, communityApi } from './community-api';

/** `GET /api/community/circles/{id}`: one circle (its own page). */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getCircle: build.query<Circle, string>({
      query: (circleId) => `/community/circles/${encodeURIComponent(circleId)}`,
      providesTags: (_circle, _error, circleId) => [circleTag(circleId)],
    }),
  }),
});

export const { useGetCircleQuery } = endpoint;
