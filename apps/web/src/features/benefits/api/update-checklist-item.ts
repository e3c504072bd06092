import type { BenefitType } from '@waypoint/shared/benefits/benefit-rule';
import { api } from '../../../lib/api-slice';

export interface UpdateChecklistItemArgs {
  benefitType: BenefitType;
  completed: boolean;
}

/** `PATCH /api/v1/benefits/checklist/{benefitType}`: ticks or unticks one checklist item. */
const updateChecklistItemApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateChecklistItem: build.mutation<UpdateChecklistItemArgs, UpdateChecklistItemArgs>({
      query: ({ benefitType, completed }) => ({
        url: `/v1/benefits/checklist/${encodeURIComponent(benefitType)}`,
        method: 'PATCH',
        body: { completed },
      }),
    }),
  }),
});

export const { useUpdateChecklistItemMutation } = updateChecklistItemApi;
