import type { EligibilityRequest, EligibilityResponse } from '@waypoint/shared/benefits/benefits-http';
import { api } from '../../../lib/api-slice';

/** `POST /api/v1/benefits/eligibility`: a read, so a query; the body names the veteran (spec §7). */
const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEligibility: build.query<EligibilityResponse, EligibilityRequest>({
      query: (body) => ({ url: '/v1/benefits/eligibility', method: 'POST', body }),
    }),
  }),
});

export const { useGetEligibilityQuery } = eligibilityApi;
export const eligibilityUtil = eligibilityApi.util;
