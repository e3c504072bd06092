import type { Circle } from '@waypoint/shared/community/community';
import { circleTag, communityApi, postsOf, queueOf } from './community-api';

/** `PUT` (join or ask to join) or `DELETE` (leave or withdraw) `/api/community/circles/{id}/membership`. */
const setMembershipApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    setMembership: build.mutation<Circle, { circleId: string; member: boolean }>({
      query: ({ circleId, member }) => ({
        url: `/community/circles/${encodeURIComponent(circleId)}/membership`,
        method: member ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_circle, _error, { circleId }) => [
        circleTag(circleId),
        postsOf(circleId),
        queueOf(circleId),
      ],
    }),
  }),
});

export const { useSetMembershipMutation } = setMembershipApi;
