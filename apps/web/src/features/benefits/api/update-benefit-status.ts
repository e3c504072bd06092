import type { BenefitType } from '@waypoint/shared/benefits/benefit-rule';
import type { BenefitStatus } from '@waypoint/shared/benefits/benefits-view';
import { api } from '../../../lib/api-slice';

export interface UpdateBenefitStatusArgs {
  benefitType: BenefitType;
  status: BenefitStatus;
}

/** `PATCH /api/v1/benefits/statuses/{benefitType}`: the veteran's own status for one benefit. */
const updateBenefitStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateBenefitStatus: build.mutation<UpdateBenefitStatusArgs, UpdateBenefitStatusArgs>({
      query: ({ benefitType, status }) => ({
        url: `/v1/benefits/statuses/${encodeURIComponent(benefitType)}`,
        method: 'PATCH',
        body: { status },
      }),
    }),
  }),
});

export const { useUpdateBenefitStatusMutation } = updateBenefitStatusApi;
