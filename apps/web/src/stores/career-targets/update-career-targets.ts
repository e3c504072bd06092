import type { CareerTargets, CareerTargetsUpdate } from '@waypoint/shared/plan/career-targets';
import { CAREER_TARGETS_TAG, careerTargetsApi } from './career-targets-api';
import { careerTargetsUtil } from './get-career-targets';

/**
 * `PUT /api/plan/targets`: the whole list (none, one or two) and the track. The answer becomes the cached targets
 * at once, and every answer built from them is asked again.
 */
const updateCareerTargetsApi = careerTargetsApi.injectEndpoints({
  endpoints: (build) => ({
    updateCareerTargets: build.mutation<CareerTargets, CareerTargetsUpdate>({
      query: (body) => ({ url: '/plan/targets', method: 'PUT', body }),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            careerTargetsUtil.upsertQueryEntries([
              { endpointName: 'getCareerTargets', arg: undefined, value: data },
            ]),
          );
        } catch {
          // The caller shows the failure; the cached targets stay as they were.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [CAREER_TARGETS_TAG]),
    }),
  }),
});

export const { useUpdateCareerTargetsMutation } = updateCareerTargetsApi;
export const { updateCareerTargets } = updateCareerTargetsApi.endpoints;
