import type { DocumentHistory } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `GET /api/documents/{id}/history`: the audit trail's entries about one document. */
const historyApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentHistory: build.query<DocumentHistory, string>({
      query: (id) => `/documents/${encodeURIComponent(id)}/history`,
      providesTags: ['DocumentHistory'],
    }),
  }),
});

export const { useGetDocumentHistoryQuery } = historyApi;
