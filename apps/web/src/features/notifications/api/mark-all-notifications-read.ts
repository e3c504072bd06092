import { NOTIFICATIONS_TAG, notificationsApi } from './notifications-api';
import { getNotificationsApi } from './get-notifications';

/** `POST /api/notifications/read-all`: every notification of the user read; shown at once, undone on failure. */
const markAllNotificationsReadApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: [NOTIFICATIONS_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const now = new Date().toISOString();
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
            for (const item of list.items) item.readAt ??= now;
            list.unreadCount = 0;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = markAllNotificationsReadApi;
