import { communityApi, postsOf, queueOf } from './community-api';

/** Moderators: `DELETE /api/community/posts/{id}` hides the post for everyone. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    deletePost: build.mutation<null, { circleId: string; postId: string }>({
      query: ({ postId }) => ({ url: `/community/posts/${encodeURIComponent(postId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { circleId }) => [postsOf(circleId), queueOf(circleId)],
    }),
  }),
});

export const { useDeletePostMutation } = endpoint;
