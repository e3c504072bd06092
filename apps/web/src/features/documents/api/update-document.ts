import type { DocumentUpdate, VaultDocument } from '@waypoint/shared';
import { documentsApi } from './documents-api';
import { updateDocumentsCache } from './get-documents';

/**
 * `PATCH /api/documents/{id}`: the change shows at once (spec: "edits apply at once and are then saved") and is
 * taken back if saving fails.
 */
const updateDocumentApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    updateDocument: build.mutation<VaultDocument, { id: string; changes: DocumentUpdate }>({
      query: ({ id, changes }) => ({
        url: `/documents/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      async onQueryStarted({ id, changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          updateDocumentsCache((list) => {
            const document = list.documents.find((entry) => entry.id === id);
            if (document) Object.assign(document, changes);
          }),
        );
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) {
          patch.undo();
          return;
        }
        dispatch(
          updateDocumentsCache((list) => {
            const index = list.documents.findIndex((entry) => entry.id === id);
            if (index >= 0) list.documents[index] = data;
          }),
        );
      },
    }),
  }),
});

export const { useUpdateDocumentMutation } = updateDocumentApi;
