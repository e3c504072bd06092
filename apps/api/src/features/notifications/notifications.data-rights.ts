import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createNotificationsRepository } from './notifications.repository';
import { toItem } from './notifications.service';

/** Notifications, settings, delivery records and push devices (decision 017); no unsubscribe secret. */
export const notificationsDataRights: DataRightsPart = {
  name: 'notifications.notifications',
  description: 'Your notifications, notification settings and the devices that receive push notifications',
  async export(subject, tx) {
    const { items, settings, deliveries, devices } = await createNotificationsRepository(tx).everythingOf(
      subject.id,
    );
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
    await createNotificationsRepository(tx).deleteEverythingOf(subject.id);
  },
};
