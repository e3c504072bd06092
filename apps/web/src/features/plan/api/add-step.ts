import type { PlanCustomStepCreate } from '@waypoint/shared/plan/plan-http';
import { PLAN_TAG, planApi } from './plan-api';

/** `POST /api/plan/steps`: a step of the veteran's own (201); the plan is asked again with it in place. */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    addStep: build.mutation<unknown, PlanCustomStepCreate>({
      query: (body) => ({ url: '/plan/steps', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PLAN_TAG]),
    }),
  }),
});

export const { useAddStepMutation } = endpoint;
