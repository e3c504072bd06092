import type { SignOutResult } from '@waypoint/shared';
import { api, apiBaseQuery } from '../api-slice';

/**
 * `POST /api/auth/sign-out`: ends the session on the server (decision 013 §12: revocation, so a copied token
 * stops working too). The request reads the token when it starts, so the caller may clear the local copy right
 * after starting it. It is not tied to RTK Query's abort signal: signing out drops the cache next, which aborts
 * every running request, and this one must still reach the server.
 */
const signOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<SignOutResult, void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const detached = { ...queryApi, signal: new AbortController().signal };
        const result = await apiBaseQuery({ url: '/auth/sign-out', method: 'POST' }, detached, extraOptions);
        return result.error ? { error: result.error } : { data: result.data as SignOutResult };
      },
    }),
  }),
});

export const { signOut: signOutEndpoint } = signOutApi.endpoints;
