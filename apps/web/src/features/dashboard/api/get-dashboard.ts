import type { Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { CAREER_TARGETS_TAG, DASHBOARD_TAG, dashboardApi } from './dashboard-api';

/** `GET /api/dashboard`: the signed-in user's view with every figure and the published announcements. */
const endpoint = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/dashboard',
      providesTags: [DASHBOARD_TAG, CAREER_TARGETS_TAG],
    }),
  }),
});

export const { useGetDashboardQuery } = endpoint;
export const { getDashboard } = endpoint.endpoints;
