import type { AuthUser } from '@waypoint/shared';
import { api } from '../api-slice';

/** `GET /api/me`: whether the stored token is a live session (decision 013 §3), and whose. */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<AuthUser, void>({ query: () => '/me' }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
export const { endpoints: sessionEndpoints, util: sessionUtil } = sessionApi;
