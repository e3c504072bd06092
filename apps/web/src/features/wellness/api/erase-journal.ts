import { WELLNESS_TAG, wellnessApi } from './wellness-api';

/** `DELETE /api/wellness`: the whole journal, the bookmarks and the stored time zone. */
const eraseJournalApi = wellnessApi.injectEndpoints({
  endpoints: (build) => ({
    eraseJournal: build.mutation<void, void>({
      query: () => ({ url: '/wellness', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [WELLNESS_TAG]),
    }),
  }),
});

export const { useEraseJournalMutation } = eraseJournalApi;
