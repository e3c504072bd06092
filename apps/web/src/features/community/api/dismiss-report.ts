import { communityApi, queueOf } from './community-api';

/** Moderators: `POST /api/community/reports/{id}/dismissal` leaves the post. */
const endpoint = communityApi.injectEndpoints({
  endpoints: (build) => ({
    dismissReport: build.mutation<null, { circleId: string; reportId: string }>({
      query: ({ reportId }) => ({
        url: `/community/reports/${encodeURIComponent(reportId)}/dismissal`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { circleId }) => [queueOf(circleId)],
    }),
  }),
});

export const { useDismissReportMutation } = endpoint;
