import type { DataSummary } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `GET /api/account/data-summary`: what deleting the account erases, one line per part (decision 017). */
const dataSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataSummary: build.query<DataSummary, void>({ query: () => '/account/data-summary' }),
  }),
});

export const { useGetDataSummaryQuery } = dataSummaryApi;
