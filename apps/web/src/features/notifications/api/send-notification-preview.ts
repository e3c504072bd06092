import type { NotificationPreviewResponse } from '@waypoint/shared/notifications/notification-preferences';
import { NOTIFICATIONS_TAG, notificationsApi } from './notifications-api';

/**
 * `POST /api/notification-preferences/preview`: sends a sample through the user's primary channel. It also adds an
 * in-app notification, so the centre's list is stale afterwards (the live event says so too; this covers a tab
 * whose stream is down).
 */
const sendNotificationPreviewApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    sendNotificationPreview: build.mutation<NotificationPreviewResponse, void>({
      query: () => ({ url: '/notification-preferences/preview', method: 'POST' }),
      invalidatesTags: (result) => (result ? [NOTIFICATIONS_TAG] : []),
    }),
  }),
});

export const { useSendNotificationPreviewMutation } = sendNotificationPreviewApi;
