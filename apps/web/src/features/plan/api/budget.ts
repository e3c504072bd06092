import type { PlanBudget, PlanBudgetUpdate } from '@waypoint/shared/plan/plan-http';
import { CAREER_TARGETS_TAG, PLAN_BUDGET_TAG, PLAN_TAG, planApi } from './plan-api';

/**
 * `GET /api/plan/budget` and `PUT /api/plan/budget`: the 12-month post-separation budget. Saving it answers with
 * the stored budget, cached at once; the plan is asked again (the budget is one of the readiness standards).
 */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<PlanBudget, void>({
      query: () => '/plan/budget',
      providesTags: [PLAN_BUDGET_TAG, CAREER_TARGETS_TAG],
    }),
    saveBudget: build.mutation<PlanBudget, PlanBudgetUpdate>({
      query: (body) => ({ url: '/plan/budget', method: 'PUT', body }),
      async onQueryStarted(_budget, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            endpoint.util.upsertQueryEntries([{ endpointName: 'getBudget', arg: undefined, value: data }]),
          );
        } catch {
          // The form shows the failure and keeps what was typed.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [PLAN_TAG]),
    }),
  }),
});

export const { useGetBudgetQuery, useSaveBudgetMutation } = endpoint;
