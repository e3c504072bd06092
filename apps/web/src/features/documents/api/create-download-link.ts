import type { DownloadLink } from '@waypoint/shared';
import { documentsApi } from './documents-api';

/** `POST /api/documents/{id}/download-link`: a signed URL that works for five minutes. */
const downloadLinkApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    createDownloadLink: build.mutation<DownloadLink, string>({
      query: (id) => ({ url: `/documents/${encodeURIComponent(id)}/download-link`, method: 'POST' }),
      invalidatesTags: ['DocumentHistory'],
    }),
  }),
});

export const { useCreateDownloadLinkMutation } = downloadLinkApi;
