import type { VaProfileResponse } from '@waypoint/shared';
import { DEFAULT_VA_ENVIRONMENT } from '@waypoint/shared/va-profile/va-environments';
import { api } from '../../../lib/api-slice';

/** `GET /api/v1/veterans/va-profile?email=&environment=sandbox`: the benefits-portal snapshot. */
const vaProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVaProfile: build.query<VaProfileResponse, string>({
      query: (email) => {
        const params = new URLSearchParams({ email, environment: DEFAULT_VA_ENVIRONMENT });
        return `/v1/veterans/va-profile?${params.toString()}`;
      },
    }),
  }),
});

export const { useGetVaProfileQuery } = vaProfileApi;
