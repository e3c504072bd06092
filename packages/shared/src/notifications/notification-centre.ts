import { z } from 'zod';
import { safeLine } from '../core/text';

/** What a topic is about; digests and the emergency switches are chosen by category. */
export const NOTIFICATION_CATEGORIES = [
  'benefits',
  'community',
  'career',
  'documents',
  'security',
  'emergencies',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationItemSchema = z.strictObject({
  id: z.uuid(),
  topic: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  /** A path in the web app, or null. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** `GET /api/notifications`: the most recent first. */
export const notificationListResponseSchema = z.strictObject({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT).default(20),
});

export { badgeCount, LIVE_STREAM_PATH, NOTIFICATIONS_CHANGED_EVENT } from './notification-centre-rules';

/** `POST /api/notifications/push-subscriptions`: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: safeLine().min(1).max(200), auth: safeLine().min(1).max(100) }),
});

/** `DELETE /api/notifications/push-subscriptions`: the browser's endpoint to forget. */
export const pushSubscriptionRemovalSchema = z.strictObject({ endpoint: safeLine().min(1).max(2000) });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
