import { eq } from 'drizzle-orm';
import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from './notifications.schema';
import { toItem } from './notifications.service';

/** Notifications, settings, delivery records and push devices (decision 017); no unsubscribe secret. */
export const notificationsDataRights: DataRightsPart = {
  name: 'notifications.notifications',
  description: 'Your notifications, notification settings and the devices that receive push notifications',
  async export(subject, tx) {
    const [items, [settings], deliveries, devices] = await Promise.all([
      tx.select().from(notifications).where(eq(notifications.userId, subject.id)),
      tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, subject.id)),
      tx.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, subject.id)),
      tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, subject.id)),
    ]);
    return {
      notifications: items.map(toItem),
      preferences: settings
        ? { ...settings.preferences, smsConsentAt: settings.smsConsentAt?.toISOString() ?? null }
        : null,
      deliveries: deliveries.map((row) => ({
        channel: row.channel,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      pushDevices: devices.map((row) => ({
        endpointHost: new URL(row.endpoint).host,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erase(subject, tx) {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, subject.id));
    await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, subject.id));
    await tx.delete(notifications).where(eq(notifications.userId, subject.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, subject.id));
  },
};
