import { PLAN_TAG, planApi } from './plan-api';

/** `DELETE /api/plan/steps/{key}`: one of the veteran's own steps (generated ones are skipped, not deleted). */
const endpoint = planApi.injectEndpoints({
  endpoints: (build) => ({
    deleteStep: build.mutation<void, string>({
      query: (key) => ({ url: `/plan/steps/${encodeURIComponent(key)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [PLAN_TAG]),
    }),
  }),
});

export const { useDeleteStepMutation } = endpoint;
