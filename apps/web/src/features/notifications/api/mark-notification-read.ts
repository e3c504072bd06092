import { NOTIFICATIONS_TAG, notificationsApi } from './notifications-api';
import { getNotificationsApi } from './get-notifications';

/**
 * `POST /api/notifications/{id}/read`. The list shows it read at once (the count drops with it) and is put back if
 * the server refuses; the refetch afterwards brings the server's own view.
 */
const markNotificationReadApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: [NOTIFICATIONS_TAG],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
            const item = list.items.find((candidate) => candidate.id === id);
            if (!item || item.readAt) return;
            item.readAt = new Date().toISOString();
            list.unreadCount = Math.max(0, list.unreadCount - 1);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
