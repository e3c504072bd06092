import type { PlanStepStatus, PlanStepStatusUpdate } from '@waypoint/shared/plan/plan-http';
import { PLAN_TAG, planApi } from './plan-api';
import { planUtil } from './get-plan';

export interface UpdateStepStatusArgs extends PlanStepStatusUpdate {
  key: string;
}

/**
 * `PATCH /api/plan/steps/{key}`: the status the veteran sets. Shown at once, put back if saving fails; the plan
 * is asked again afterwards (the progress and the standards follow a status).
 */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    updateStepStatus: build.mutation<unknown, UpdateStepStatusArgs>({
      query: ({ key, ...body }) => ({
        url: `/plan/steps/${encodeURIComponent(key)}`,
        method: 'PATCH',
        body,
      }),
      async onQueryStarted({ key, status }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          planUtil.updateQueryData('getPlan', undefined, (plan) => {
            const step = plan.steps.find((candidate) => candidate.key === key);
            if (step) step.status = status as PlanStepStatus;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          shown.undo();
        }
      },
      invalidatesTags: [PLAN_TAG],
    }),
  }),
});

export const { useUpdateStepStatusMutation } = endpoint;
