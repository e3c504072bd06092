import type { AuthUser } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `GET /api/me`: the signed-in account, whose id finds the profile (`/veteran-profiles/auth/{id}`). */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A name of its own: the auth feature may inject its own /me endpoint into the same api slice.
    getProfileAccount: build.query<AuthUser, void>({ query: () => '/me' }),
  }),
});

export const { useGetProfileAccountQuery } = accountApi;
