import { useCallback } from 'react';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';
import type { Branch } from '@waypoint/shared/core/branches';
import { ApiError, type ApiErrorData } from '../../../lib/api-client';
import { api } from '../../../lib/api-slice';

export interface GetMosTranslationArgs {
  /** Already normalized (trimmed, upper case). */
  code: string;
  branch: Branch;
  yearsOfService?: number;
}

/** `GET /api/mos/{code}?branch=&yearsOfService=` (decision 013 §14: screens always ask the server). */
const mosTranslationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMosTranslation: build.query<MosTranslation, GetMosTranslationArgs>({
      query: ({ code, branch, yearsOfService }) => {
        const params = new URLSearchParams({ branch });
        if (yearsOfService !== undefined) params.set('yearsOfService', String(yearsOfService));
        return `/mos/${encodeURIComponent(code)}?${params.toString()}`;
      },
    }),
  }),
});

export const { useGetMosTranslationQuery, useLazyGetMosTranslationQuery } = mosTranslationApi;

const isApiErrorData = (error: unknown): error is ApiErrorData =>
  typeof error === 'object' && error !== null && typeof (error as ApiErrorData).status === 'number';

/**
 * The same request, always sent (never answered from the cache), for registration's success screen. It fails with
 * an ApiError, as apiRequest does; a 404 means the catalogue lacks the code.
 */
export function useFreshMosTranslation() {
  const [fetchTranslation] = useLazyGetMosTranslationQuery();
  return useCallback(
    async (args: GetMosTranslationArgs): Promise<MosTranslation> => {
      try {
        return await fetchTranslation(args).unwrap();
      } catch (error) {
        throw isApiErrorData(error) ? new ApiError(error) : error;
      }
    },
    [fetchTranslation],
  );
}

export type FetchFreshMosTranslation = ReturnType<typeof useFreshMosTranslation>;
