import type { CareerTargets } from '@waypoint/shared/plan/career-targets';
import type { ApiErrorData } from '../../lib/api-error';
import { CAREER_TARGETS_STORE_MESSAGES, careerTargetsApi } from './career-targets-api';

/** Whether an answer has the targets' shape: every signed-in page shows them, so one it cannot read is a failure. */
const isCareerTargets = (answer: unknown): answer is CareerTargets =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as CareerTargets).targets) &&
  typeof (answer as CareerTargets).track === 'string';

/**
 * `GET /api/plan/targets`: the signed-in account's one or two target careers. One cache entry for the account
 * (starting or ending a session drops the whole cache); a change writes its answer into it.
 */
const getCareerTargetsApi = careerTargetsApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerTargets: build.query<CareerTargets, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/plan/targets');
        if (result.error) return { error: result.error as ApiErrorData };
        if (!isCareerTargets(result.data))
          return { error: { status: 0, message: CAREER_TARGETS_STORE_MESSAGES.fetch } };
        return { data: result.data };
      },
    }),
  }),
});

export const { useGetCareerTargetsQuery } = getCareerTargetsApi;
export const { getCareerTargets } = getCareerTargetsApi.endpoints;
export const careerTargetsUtil = getCareerTargetsApi.util;
