import type { WellnessOverview } from '@waypoint/shared/wellness/wellness';
import { WELLNESS_TAG, wellnessApi } from './wellness-api';

/** `GET /api/wellness`: the signed-in user's entries, stats, care banner, mood chart and resources. */
const getWellnessApi = wellnessApi.injectEndpoints({
  endpoints: (build) => ({
    getWellness: build.query<WellnessOverview, void>({
      query: () => '/wellness',
      providesTags: [WELLNESS_TAG],
    }),
  }),
});

export const { useGetWellnessQuery } = getWellnessApi;
export const wellnessCache = getWellnessApi.util;
