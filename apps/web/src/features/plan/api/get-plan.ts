import type { PlanView } from '@waypoint/shared/plan/plan-http';
import { CAREER_TARGETS_TAG, PLAN_TAG, planApi } from './plan-api';

/** `GET /api/plan`: the dated steps, the Career Readiness Standards met or not yet, and the progress. */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<PlanView, void>({
      query: () => '/plan',
      providesTags: [PLAN_TAG, CAREER_TARGETS_TAG],
    }),
  }),
});

export const { useGetPlanQuery } = endpoint;
export const planUtil = endpoint.util;
