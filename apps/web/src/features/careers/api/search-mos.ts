import { api } from '../../../lib/api-slice';
import { cancellable } from './cancellable';
import type { MosSuggestion } from './mos-types';

export interface SearchMosArgs {
  query: string;
  limit?: number;
}

/** `GET /api/mos?query=&limit=`: codes ranked by the server (exact code, code prefix, title word, other text). */
const searchMosApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMos: build.query<MosSuggestion[], SearchMosArgs>({
      queryFn: ({ query, limit }, _api, _extra, baseQuery) => {
        const params = new URLSearchParams({ query });
        if (limit !== undefined) params.set('limit', String(limit));
        return cancellable<MosSuggestion[]>(baseQuery(`/mos?${params.toString()}`));
      },
      // People type, delete and retype the same few letters; the catalogue changes only with a deploy.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazySearchMosQuery } = searchMosApi;
