import type { ModerationQueue } from '@waypoint/shared/community/community';
import { communityApi, queueOf } from './community-api';

/** Moderators: `GET /api/community/circles/{id}/moderation`, access requests and open reports. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getModerationQueue: build.query<ModerationQueue, string>({
      query: (circleId) => `/community/circles/${encodeURIComponent(circleId)}/moderation`,
      providesTags: (_queue, _error, circleId) => [queueOf(circleId)],
    }),
  }),
});

export const { useGetModerationQueueQuery } = endpoint;
