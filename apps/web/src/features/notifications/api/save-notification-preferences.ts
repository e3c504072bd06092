import type {
  NotificationPreferences,
  NotificationSettingsResponse,
} from '@waypoint/shared/notifications/notification-preferences';
import { notificationsApi } from './notifications-api';
import { notificationSettingsApi } from './get-notification-settings';

/** `PUT /api/notification-preferences`: stores the whole set; the answer replaces the cached settings. */
const saveNotificationPreferencesApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    saveNotificationPreferences: build.mutation<NotificationSettingsResponse, NotificationPreferences>({
      query: (body) => ({ url: '/notification-preferences', method: 'PUT', body }),
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(notificationSettingsApi.util.upsertQueryData('getNotificationSettings', undefined, data));
      },
    }),
  }),
});

export const { useSaveNotificationPreferencesMutation } = saveNotificationPreferencesApi;
