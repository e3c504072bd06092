import type { Announcement } from '@waypoint/shared/dashboard/dashboard';
import { ANNOUNCEMENTS_TAG, DASHBOARD_TAG, dashboardApi } from './dashboard-api';

/** Admins: `POST /api/announcements/{id}/retire`. */
const endpoint = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    retireAnnouncement: build.mutation<Announcement, string>({
      query: (id) => ({ url: `/announcements/${encodeURIComponent(id)}/retire`, method: 'POST' }),
      invalidatesTags: [ANNOUNCEMENTS_TAG, DASHBOARD_TAG],
    }),
  }),
});

export const { useRetireAnnouncementMutation } = endpoint;
