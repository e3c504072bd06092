import type { PushSubscriptionInput } from '@waypoint/shared/notifications/notification-centre';
import { notificationsApi } from './notifications-api';

/** `POST /api/notifications/push-subscriptions`: this browser's Web Push subscription, for push delivery. */
const savePushSubscriptionApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    savePushSubscription: build.mutation<void, PushSubscriptionInput>({
      query: (body) => ({ url: '/notifications/push-subscriptions', method: 'POST', body }),
    }),
  }),
});

export const { useSavePushSubscriptionMutation } = savePushSubscriptionApi;
