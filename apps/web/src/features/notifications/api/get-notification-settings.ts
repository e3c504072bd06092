import type { NotificationSettingsResponse } from '@waypoint/shared/notifications/notification-preferences';
import { NOTIFICATION_SETTINGS_TAG, notificationsApi } from './notifications-api';

/** `GET /api/notification-preferences`: the user's preferences (the defaults until saved) and each channel's status. */
const getNotificationSettingsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettingsResponse, void>({
      query: () => '/notification-preferences',
      providesTags: [NOTIFICATION_SETTINGS_TAG],
    }),
  }),
});

export const { useGetNotificationSettingsQuery } = getNotificationSettingsApi;
export { getNotificationSettingsApi as notificationSettingsApi };
