import type { Announcement, AnnouncementCreate } from '@waypoint/shared/dashboard/dashboard';
import { ANNOUNCEMENTS_TAG, DASHBOARD_TAG, dashboardApi } from './dashboard-api';

/** Admins: `POST /api/announcements`. */
const endpoint = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    createAnnouncement: build.mutation<Announcement, AnnouncementCreate>({
      query: (body) => ({ url: '/announcements', method: 'POST', body }),
      invalidatesTags: [ANNOUNCEMENTS_TAG, DASHBOARD_TAG],
    }),
  }),
});

export const { useCreateAnnouncementMutation } = endpoint;
