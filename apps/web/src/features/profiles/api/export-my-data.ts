import type { DataExport } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/**
 * `GET /api/account/data-export`: everything Waypoint holds about the signed-in user. A mutation, not a query:
 * each click asks for a fresh copy, and the file is not kept in the cache once it is saved.
 */
const exportMyDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportMyData: build.mutation<DataExport, void>({
      query: () => ({ url: '/account/data-export', method: 'GET' }),
    }),
  }),
});

export const { useExportMyDataMutation } = exportMyDataApi;
