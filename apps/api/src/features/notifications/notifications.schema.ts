import type { NotificationCategory, NotificationPreferences } from '@waypoint/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** Every notification a user was sent: the in-app centre's list, and the source of digests and deliveries. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    category: text('category').$type<NotificationCategory>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** One row per user once they save settings or are first notified; until then the spec's defaults apply. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    /** Whether the user saved them (otherwise they are the defaults, stored for the digest schedule). */
    saved: boolean('saved').notNull().default(false),
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    /** Signs this user's unsubscribe links (HMAC), so a link works without signing in and cannot be forged. */
    unsubscribeSecret: text('unsubscribe_secret').notNull(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }).notNull().defaultNow(),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_preferences_next_digest_idx').on(table.nextDigestAt)],
);

/**
 * What went out on which channel. The unique key is what makes a retried task send nothing twice: a delivery
 * already marked sent is skipped. `sandbox` rows are what an unconfigured SMS channel would have sent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notification, or the digest's key (`digest:<due time>`), or a preview's id. */
    subject: text('subject').notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'sandbox' | 'failed' | 'skipped'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** What the sandbox would have sent (SMS text, push title); never a secret. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [unique('notification_deliveries_subject_channel_key').on(table.subject, table.channel)],
);

/** Browsers that accepted Web Push for a user. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * E-mails to an address rather than a user (`notifier.notifyAddress`), e.g. a document share's recipient. The
 * body and link are sealed with lib/encryption while the mail waits and erased once it is sent (they may hold a
 * link that grants access); the row stays as the record of what went out to whom, and when.
 */
export const addressNotifications = pgTable(
  'address_notifications',
  {
    // Chosen before sealing: the id is bound into the sealed content's authentication.
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    /** The user it went out on behalf of; the record goes with their account. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    category: text('category').$type<NotificationCategory>().notNull(),
    title: text('title').notNull(),
    /** `{ body, link }` sealed (lib/encryption); null once sent. */
    sealedContent: text('sealed_content'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('address_notifications_sender_idx').on(table.senderUserId),
    index('address_notifications_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sealedContent} is not null`),
  ],
);

export type AddressNotificationRow = typeof addressNotifications.$inferSelect;
