import type { ShareList } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `GET /api/documents/{id}/shares`: the shares that still work. */
const getSharesApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentShares: build.query<ShareList, string>({
      query: (id) => `/documents/${encodeURIComponent(id)}/shares`,
      providesTags: ['DocumentShares'],
    }),
  }),
});

export const { useGetDocumentSharesQuery } = getSharesApi;
