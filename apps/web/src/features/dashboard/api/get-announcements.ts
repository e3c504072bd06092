import type { Announcement, AnnouncementList } from '@waypoint/shared/dashboard/dashboard';
import { ANNOUNCEMENTS_TAG, dashboardApi } from './dashboard-api';

/** Admins: `GET /api/announcements`, every announcement whatever its window. */
const endpoint = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcement[], void>({
      query: () => '/announcements',
      transformResponse: (list: AnnouncementList) => list.announcements,
      providesTags: [ANNOUNCEMENTS_TAG],
    }),
  }),
});

export const { useGetAnnouncementsQuery } = endpoint;
