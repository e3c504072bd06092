import type { UploadResult } from '@waypoint/shared';
import { documentsApi } from './documents-api';
import { updateDocumentsCache } from './get-documents';

/** `POST /api/documents` (multipart): the new document goes to the top of the list and the usage grows. */
const uploadDocumentApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    uploadDocument: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/documents', method: 'POST', body };
      },
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          updateDocumentsCache((list) => {
            list.documents.unshift(data.document);
            list.usage = data.usage;
          }),
        );
      },
    }),
  }),
});

export const { useUploadDocumentMutation } = uploadDocumentApi;
