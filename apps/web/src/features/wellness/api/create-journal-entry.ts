import type { JournalEntry, JournalEntryCreate } from '@waypoint/shared/wellness/wellness';
import { wellnessCache } from './get-wellness';
import { WELLNESS_TAG, wellnessApi } from './wellness-api';

/**
 * `POST /api/wellness/entries`. The saved entry goes to the top of the list at once; the overview then loads
 * again for the stats, the chart and the care banner, which the server computes.
 */
const createJournalEntryApi = wellnessApi.injectEndpoints({
  endpoints: (build) => ({
    createJournalEntry: build.mutation<JournalEntry, JournalEntryCreate>({
      query: (body) => ({ url: '/wellness/entries', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: entry } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!entry) return;
        dispatch(
          wellnessCache.updateQueryData('getWellness', undefined, (overview) => {
            overview.entries.unshift(entry);
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : [WELLNESS_TAG]),
    }),
  }),
});

export const { useCreateJournalEntryMutation } = createJournalEntryApi;
