import type { PlanPreviewRequest, PlanView } from '@waypoint/shared/plan/plan-http';
import { planApi } from './plan-api';

/** `POST /api/plan/preview`: the plan for another separation date and/or other targets; nothing is saved. */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    previewPlan: build.mutation<PlanView, PlanPreviewRequest>({
      query: (body) => ({ url: '/plan/preview', method: 'POST', body }),
    }),
  }),
});

export const { usePreviewPlanMutation } = endpoint;
