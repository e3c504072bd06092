import type { NotificationCategory, NotificationPreferences } from '@waypoint/shared';
import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import type { VeteranProfileFacts } from '../../lib/veteran-records';
import {
  addressNotifications,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  type AddressNotificationRow,
  type NotificationPreferencesRow,
  type NotificationRow,
} from './notifications.schema';

export interface NewNotification {
  userId: string;
  topic: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
}

export type DeliveryChannel = 'email' | 'sms' | 'push';

export function createNotificationsRepository(db: AppDatabase) {
  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    async listForUser(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** False when the id is not one of the user's notifications. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** What a digest holds: the categories' notifications in (after, until], oldest first. */
    async listForDigest(
      userId: string,
      categories: NotificationCategory[],
      after: Date,
      until: Date,
      limit: number,
    ): Promise<NotificationRow[]> {
      if (categories.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.category, categories),
            gt(notifications.createdAt, after),
            lte(notifications.createdAt, until),
          ),
        )
        .orderBy(notifications.createdAt)
        .limit(limit);
    },

    async findPreferences(userId: string): Promise<NotificationPreferencesRow | undefined> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row;
    },

    /** The stored time zone of each of these users who has a settings row. */
    async timeZonesOf(userIds: readonly string[]): Promise<{ userId: string; timeZone: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: notificationPreferences.userId,
          timeZone: sql<string>`${notificationPreferences.preferences}->>'timeZone'`,
        })
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, [...userIds]));
    },

    /** Creates the row with these values unless one exists; returns the stored row either way. */
    async ensurePreferences(
      values: typeof notificationPreferences.$inferInsert,
    ): Promise<NotificationPreferencesRow> {
      await db.insert(notificationPreferences).values(values).onConflictDoNothing();
      return (await this.findPreferences(values.userId))!;
    },

    async savePreferences(
      userId: string,
      changes: { preferences: NotificationPreferences; smsConsentAt: Date | null; nextDigestAt: Date },
    ): Promise<NotificationPreferencesRow | undefined> {
      const [row] = await db
        .update(notificationPreferences)
        .set({ ...changes, saved: true, updatedAt: sql`now()` })
        .where(eq(notificationPreferences.userId, userId))
        .returning();
      return row;
    },

    /** Moves the digest cursor only if it is still where the caller found it (one sender per digest). */
    async advanceDigest(userId: string, dueAt: Date, nextDigestAt: Date): Promise<boolean> {
      const rows = await db
        .update(notificationPreferences)
        .set({ lastDigestAt: dueAt, nextDigestAt })
        .where(
          and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.nextDigestAt, dueAt)),
        )
        .returning({ userId: notificationPreferences.userId });
      return rows.length > 0;
    },

    async listDueDigests(now: Date, limit: number): Promise<{ userId: string; nextDigestAt: Date }[]> {
      return db
        .select({
          userId: notificationPreferences.userId,
          nextDigestAt: notificationPreferences.nextDigestAt,
        })
        .from(notificationPreferences)
        .where(lte(notificationPreferences.nextDigestAt, now))
        .orderBy(notificationPreferences.nextDigestAt)
        .limit(limit);
    },

    /** The delivery's row, created pending when it did not exist. */
    async claimDelivery(userId: string, subject: string, channel: DeliveryChannel) {
      await db
        .insert(notificationDeliveries)
        .values({ userId, subject, channel, status: 'pending' })
        .onConflictDoNothing();
      const [row] = await db
        .update(notificationDeliveries)
        .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
        .where(and(eq(notificationDeliveries.subject, subject), eq(notificationDeliveries.channel, channel)))
        .returning();
      return row!;
    },

    async finishDelivery(
      id: string,
      status: 'sent' | 'sandbox' | 'failed' | 'skipped',
      detail?: Record<string, unknown>,
    ): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status, ...(detail && { detail }), ...(status !== 'failed' && { sentAt: sql`now()` }) })
        .where(eq(notificationDeliveries.id, id));
    },

    async listDeliveries(userId: string) {
      return db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, userId))
        .orderBy(notificationDeliveries.createdAt);
    },

    async insertAddressMessage(
      values: typeof addressNotifications.$inferInsert,
    ): Promise<AddressNotificationRow> {
      const [row] = await db.insert(addressNotifications).values(values).returning();
      return row!;
    },

    /** The message, its attempts counted (one more run of its delivery). */
    async claimAddressMessage(id: string): Promise<AddressNotificationRow | undefined> {
      const [row] = await db
        .update(addressNotifications)
        .set({ attempts: sql`${addressNotifications.attempts} + 1` })
        .where(eq(addressNotifications.id, id))
        .returning();
      return row;
    },

    /** Sent: the sealed content is erased in the same statement. */
    async finishAddressMessage(id: string, status: 'sent' | 'failed'): Promise<void> {
      await db
        .update(addressNotifications)
        .set(status === 'sent' ? { status, sentAt: sql`now()`, sealedContent: null } : { status })
        .where(eq(addressNotifications.id, id));
    },

    /** Messages still waiting with their content, for a master key rotation. */
    async listPushSubscriptions(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    async savePushSubscription(values: { userId: string; endpoint: string; p256dh: string; auth: string }) {
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async deletePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Everything the feature keeps about the user, for the data-rights export. */
    async everythingOf(userId: string) {
      const [items, [settings], deliveries, devices] = await Promise.all([
        db.select().from(notifications).where(eq(notifications.userId, userId)),
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
        db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId)),
        db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
      ]);
      return { items, settings, deliveries, devices };
    },

    /** Erases the user's push devices, delivery records, notifications and settings. */
    async deleteEverythingOf(userId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await db.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
      await db.delete(notifications).where(eq(notifications.userId, userId));
      await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    },

    async deletePushSubscriptionByEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** The profile's phone, from the profiles feature (`app.veteranRecords`). */
export interface ProfilePhones {
  findForUser(userId: string): Promise<Pick<VeteranProfileFacts, 'phoneNumber'> | undefined>;
}

/**
 * Who a message goes to: the account's address and name (the accounts' published reader), and the profile's
 * phone, else the account's.
 */
export function createContactsRepository(db: AppDatabase, profiles: ProfilePhones) {
  const accounts = createAccountReader(db);
  return {
    async find(
      userId: string,
    ): Promise<{ email: string; firstName: string; phone: string | null } | undefined> {
      const account = await accounts.contactOf(userId);
      if (!account) return undefined;
      const profile = await profiles.findForUser(userId);
      return {
        email: account.email,
        firstName: account.firstName,
        phone: profile?.phoneNumber || account.phoneNumber,
      };
    },
  };
}
