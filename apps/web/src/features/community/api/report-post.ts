import type { ReportCreate } from '@waypoint/shared/community/community';
import { communityApi, queueOf } from './community-api';

/** `POST /api/community/posts/{id}/reports`: a member's report for the circle's moderators. */
const reportPostApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    reportPost: build.mutation<null, ReportCreate & { circleId: string; postId: string }>({
      query: ({ postId, reason }) => ({
        url: `/community/posts/${encodeURIComponent(postId)}/reports`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { circleId }) => [queueOf(circleId)],
    }),
  }),
});

export const { useReportPostMutation } = reportPostApi;
