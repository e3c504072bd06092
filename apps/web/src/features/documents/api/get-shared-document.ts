import type { SharedDocument } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `GET /api/shared-documents?token=`: what a share link offers, for someone without an account. */
const sharedDocumentApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedDocument: build.query<SharedDocument, string>({
      query: (token) => `/shared-documents?token=${encodeURIComponent(token)}`,
    }),
  }),
});

export const { useGetSharedDocumentQuery } = sharedDocumentApi;
