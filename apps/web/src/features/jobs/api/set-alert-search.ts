import type { AlertSearch, AlertSettings } from '@waypoint/shared/jobs/jobs';
import { jobsApi } from './jobs-api';

/** `PUT /api/job-alerts/search`: the search job alerts run at the profile's alert frequency. */
const setAlertSearchApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    setAlertSearch: build.mutation<AlertSettings, AlertSearch>({
      query: (body) => ({ url: '/job-alerts/search', method: 'PUT', body }),
    }),
  }),
});

export const { useSetAlertSearchMutation } = setAlertSearchApi;
