import type { OwnVaProfile, VaProfileResponse } from '@waypoint/shared';
import { DEFAULT_VA_ENVIRONMENT } from '@waypoint/shared/va-profile/va-environments';
import { api } from '../../../lib/api-slice';

const vaProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/veterans/va-profile/me`: the account's own portal record, or why there is none. */
    getOwnVaProfile: build.query<OwnVaProfile, void>({
      query: () => '/v1/veterans/va-profile/me',
    }),
    /** `GET /api/v1/veterans/va-profile?email=&environment=sandbox`: a record by address (the sandbox's example). */
    getVaProfile: build.query<VaProfileResponse, string>({
      query: (email) => {
        const params = new URLSearchParams({ email, environment: DEFAULT_VA_ENVIRONMENT });
        return `/v1/veterans/va-profile?${params.toString()}`;
      },
    }),
  }),
});

export const { useGetOwnVaProfileQuery, useGetVaProfileQuery } = vaProfileApi;
