import type { ModeratorAppoint } from '@waypoint/shared/community/community';
import { communityApi, queueOf } from './community-api';

/** Admins: `POST /api/community/circles/{id}/moderators` appoints an account by its e-mail address. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    appointModerator: build.mutation<null, ModeratorAppoint & { circleId: string }>({
      query: ({ circleId, email }) => ({
        url: `/community/circles/${encodeURIComponent(circleId)}/moderators`,
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: (_result, _error, { circleId }) => [queueOf(circleId)],
    }),
  }),
});

export const { useAppointModeratorMutation } = endpoint;
