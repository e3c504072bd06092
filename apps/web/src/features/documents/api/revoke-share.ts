import { documentsApi } from './documents-api';

/** `DELETE /api/documents/{id}/shares/{shareId}`: the link stops working at once. */
const revokeShareApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    revokeShare: build.mutation<void, { id: string; shareId: string }>({
      query: ({ id, shareId }) => ({
        url: `/documents/${encodeURIComponent(id)}/shares/${encodeURIComponent(shareId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['DocumentShares', 'DocumentHistory'],
    }),
  }),
});

export const { useRevokeShareMutation } = revokeShareApi;
