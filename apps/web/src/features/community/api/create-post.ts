import type { PostCreate, PostCreated } from '@waypoint/shared/community/community';
import { communityApi, postsOf, queueOf } from './community-api';

/** `POST /api/community/circles/{id}/posts`. */
const createPostApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    createPost: build.mutation<PostCreated, PostCreate & { circleId: string }>({
      query: ({ circleId, content }) => ({
        url: `/community/circles/${encodeURIComponent(circleId)}/posts`,
        method: 'POST',
        body: { content },
      }),
      invalidatesTags: (_created, _error, { circleId }) => [postsOf(circleId), queueOf(circleId)],
    }),
  }),
});

export const { useCreatePostMutation } = createPostApi;
