import { circleTag, communityApi, queueOf } from './community-api';

/** Moderators: `POST /api/community/circles/{id}/requests/{userId}`, approve or refuse. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    decideRequest: build.mutation<null, { circleId: string; userId: string; approve: boolean }>({
      query: ({ circleId, userId, approve }) => ({
        url: `/community/circles/${encodeURIComponent(circleId)}/requests/${encodeURIComponent(userId)}`,
        method: 'POST',
        body: { approve },
      }),
      invalidatesTags: (_result, _error, { circleId }) => [queueOf(circleId), circleTag(circleId)],
    }),
  }),
});

export const { useDecideRequestMutation } = endpoint;
