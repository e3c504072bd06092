import type { VeteranProfile, VeteranProfileCreate } from '@waypoint/shared';
import { api } from '../../../lib/api-slice';

/** `POST /api/veteran-profiles`: the signed-in account's profile (one per account; 409 when it exists). */
const createVeteranProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    createVeteranProfile: build.mutation<VeteranProfile, VeteranProfileCreate>({
      query: (profile) => ({ url: '/veteran-profiles', method: 'POST', body: profile }),
    }),
  }),
});

export const { createVeteranProfile } = createVeteranProfileApi.endpoints;
