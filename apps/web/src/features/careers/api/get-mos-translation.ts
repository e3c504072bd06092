import type { Branch } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';
import { cancellable } from './cancellable';
import type { MosTranslation } from './mos-types';

export interface GetMosTranslationArgs {
  /** Already normalized (trimmed, upper case). */
  code: string;
  branch: Branch;
  yearsOfService?: number;
}

/** `GET /api/mos/{code}?branch=&yearsOfService=` (SPEC-DECISIONS 14: the screen always asks the server). */
const mosTranslationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMosTranslation: build.query<MosTranslation, GetMosTranslationArgs>({
      queryFn: ({ code, branch, yearsOfService }, _api, _extra, baseQuery) => {
        const params = new URLSearchParams({ branch });
        if (yearsOfService !== undefined) params.set('yearsOfService', String(yearsOfService));
        const path = `/mos/${encodeURIComponent(code)}?${params.toString()}`;
        return cancellable<MosTranslation>(baseQuery(path));
      },
    }),
  }),
});

export const { useLazyGetMosTranslationQuery } = mosTranslationApi;
