import type { PostPage } from '@waypoint/shared/community/community';
import { communityApi, postsOf } from './community-api';

export interface PostPageArgs {
  circleId: string;
  /** The last post of the previous page; none for the first. */
  before?: string;
}

/** `GET /api/community/circles/{id}/posts`: pinned posts, then a page of posts newest first. */
const getPostsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostPage, PostPageArgs>({
      query: ({ circleId, before }) =>
        `/community/circles/${encodeURIComponent(circleId)}/posts${before ? `?before=${encodeURIComponent(before)}` : ''}`,
      providesTags: (_page, _error, { circleId }) => [postsOf(circleId)],
    }),
  }),
});

export const { useGetPostsQuery } = getPostsApi;
