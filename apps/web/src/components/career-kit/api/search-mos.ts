import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import type { Branch } from '@waypoint/shared/core/branches';
import { api } from '../../../lib/api-slice';

export interface SearchMosArgs {
  query: string;
  limit?: number;
  /** The service whose codes to search (the Guard and the Reserves search their parent services' codes). */
  branch?: Branch;
}

/**
 * `GET /api/mos?query=&limit=&branch=`: codes ranked by the server (exact code, code prefix, title word, other
 * text), for every MOS combobox.
 */
const searchMosApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMos: build.query<MosSuggestion[], SearchMosArgs>({
      query: ({ query, limit, branch }) => {
        const params = new URLSearchParams({ query });
        if (limit !== undefined) params.set('limit', String(limit));
        if (branch) params.set('branch', branch);
        return `/mos?${params.toString()}`;
      },
      // People type, delete and retype the same few letters; the catalogue changes only with an import.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazySearchMosQuery } = searchMosApi;
