import type { TimeZoneUpdate } from '@waypoint/shared/wellness/wellness';
import { WELLNESS_TAG, wellnessApi } from './wellness-api';

/** `PUT /api/wellness/time-zone`: the browser's zone, in which the streak's days are counted. */
const updateTimeZoneApi = wellnessApi.injectEndpoints({
  endpoints: (build) => ({
    updateTimeZone: build.mutation<TimeZoneUpdate, TimeZoneUpdate>({
      query: (body) => ({ url: '/wellness/time-zone', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [WELLNESS_TAG]),
    }),
  }),
});

export const { useUpdateTimeZoneMutation } = updateTimeZoneApi;
