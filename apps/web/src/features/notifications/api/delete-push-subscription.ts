import { notificationsApi } from './notifications-api';

/** `DELETE /api/notifications/push-subscriptions` with `{ endpoint }`: this browser no longer receives push. */
const deletePushSubscriptionApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    deletePushSubscription: build.mutation<void, { endpoint: string }>({
      query: (body) => ({ url: '/notifications/push-subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeletePushSubscriptionMutation } = deletePushSubscriptionApi;
