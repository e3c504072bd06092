import type { Post } from '@waypoint/shared/community/community';
import { communityApi, postsOf } from './community-api';

/** Moderators: `PUT` (pin) or `DELETE` (unpin) `/api/community/posts/{id}/pin`. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    setPinned: build.mutation<Post, { circleId: string; postId: string; pinned: boolean }>({
      query: ({ postId, pinned }) => ({
        url: `/community/posts/${encodeURIComponent(postId)}/pin`,
        method: pinned ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_post, _error, { circleId }) => [postsOf(circleId)],
    }),
  }),
});

export const { useSetPinnedMutation } = endpoint;
