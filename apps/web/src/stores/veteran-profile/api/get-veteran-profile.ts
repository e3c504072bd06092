import type { VeteranProfile } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `GET /api/veteran-profiles/auth/{authUserId}`: the account's profile; 404 while it has none. */
const getVeteranProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVeteranProfile: build.query<VeteranProfile, string>({
      query: (authUserId) => `/veteran-profiles/auth/${encodeURIComponent(authUserId)}`,
    }),
  }),
});

export const { getVeteranProfile } = getVeteranProfileApi.endpoints;
