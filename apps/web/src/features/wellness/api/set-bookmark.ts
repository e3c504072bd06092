import type { Bookmark } from '@waypoint/shared/wellness/wellness';
import { wellnessCache } from './get-wellness';
import { wellnessApi } from './wellness-api';

/**
 * `PUT` (bookmark) or `DELETE` (remove) `/api/wellness/bookmarks/{resourceId}`. The toggle shows the new state
 * at once and goes back if the server refuses.
 */
const setBookmarkApi = wellnessApi.injectEndpoints({
  endpoints: (build) => ({
    setBookmark: build.mutation<Bookmark, Bookmark>({
      query: ({ resourceId, bookmarked }) => ({
        url: `/wellness/bookmarks/${encodeURIComponent(resourceId)}`,
        method: bookmarked ? 'PUT' : 'DELETE',
      }),
      async onQueryStarted({ resourceId, bookmarked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          wellnessCache.updateQueryData('getWellness', undefined, (overview) => {
            const resource = overview.resources.find((candidate) => candidate.id === resourceId);
            if (resource) resource.bookmarked = bookmarked;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useSetBookmarkMutation } = setBookmarkApi;
