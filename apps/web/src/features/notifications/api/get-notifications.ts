import type { NotificationListResponse } from '@waypoint/shared/notifications/notification-centre';
import { NOTIFICATIONS_TAG, notificationsApi } from './notifications-api';

/** How many recent notifications the centre's panel lists. */
export const CENTRE_LIST_SIZE = 20;

/** `GET /api/notifications?limit=20`: the most recent first, with the unread count. */
const getNotificationsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, void>({
      query: () => `/notifications?limit=${CENTRE_LIST_SIZE}`,
      providesTags: [NOTIFICATIONS_TAG],
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
export { getNotificationsApi };
