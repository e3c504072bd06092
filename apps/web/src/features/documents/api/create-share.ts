import type { ShareCreated, ShareRequest } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `POST /api/documents/{id}/shares`: a link for the recipient, valid the days chosen. */
const createShareApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    createShare: build.mutation<ShareCreated, { id: string; request: ShareRequest }>({
      query: ({ id, request }) => ({
        url: `/documents/${encodeURIComponent(id)}/shares`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: ['DocumentShares', 'DocumentHistory'],
    }),
  }),
});

export const { useCreateShareMutation } = createShareApi;
