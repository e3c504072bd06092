import type { DocumentList } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `GET /api/documents`: the signed-in user's documents, newest first, with the usage meter's numbers. */
const getDocumentsApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<DocumentList, void>({ query: () => '/documents', providesTags: ['Documents'] }),
  }),
});

export const { useGetDocumentsQuery } = getDocumentsApi;

/** Changes the cached list in place (an upload's new row, an edit shown before it is saved). */
export const updateDocumentsCache = (recipe: (list: DocumentList) => void) =>
  getDocumentsApi.util.updateQueryData('getDocuments', undefined, recipe);
