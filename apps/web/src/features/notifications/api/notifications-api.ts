import { api } from '../../../lib/api-slice';

/** The tag of the notification centre's list: anything that adds or reads a notification invalidates it. */
export const NOTIFICATIONS_TAG = 'Notifications';
/** The tag of the signed-in user's notification settings. */
export const NOTIFICATION_SETTINGS_TAG = 'NotificationSettings';

/** The one `api` with this feature's tags (lib/api-slice.ts knows no feature). */
export const notificationsApi = api.enhanceEndpoints({
  addTagTypes: [NOTIFICATIONS_TAG, NOTIFICATION_SETTINGS_TAG],
});
