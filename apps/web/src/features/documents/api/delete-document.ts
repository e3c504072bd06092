import { documentsApi } from './documents-api';

/** `DELETE /api/documents/{id}`: the document, its file and its shares; the list and usage reload. */
const deleteDocumentApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({ url: `/documents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Documents'],
    }),
  }),
});

export const { useDeleteDocumentMutation } = deleteDocumentApi;
