import { randomUUID } from 'node:crypto';
import {
  defaultNotificationPreferences,
  NOTIFICATIONS_CHANGED_EVENT,
  type NotificationItem,
  type NotificationListResponse,
} from '@waypoint/shared';
import { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Envelope } from '../../lib/encryption/encryption';
import type { TaskQueue } from '../../lib/tasks/tasks';
import type { LivePublisher } from '../../lib/live/live';
import type {
  NotificationMessage,
  NotificationTopicRegistry,
  Notifier,
} from '../../lib/notifications/notifications';
import type { TransactionScope } from '../../lib/transaction';
import { nextDigestAt } from './notification-times';
import type { NotificationsRepository } from './notifications.repository';
import type { NotificationRow } from './notifications.schema';
import { newUnsubscribeSecret } from './unsubscribe-links';

export const DELIVER_TASK = 'notifications.deliver';
export const DELIVER_ADDRESS_TASK = 'notifications.deliver-address';

/** What an address message's body and link are sealed under (the id binds them to their row). */
export const addressMessageContext = (id: string) => `notifications:address:${id}`;

/** The sealed part of an address message: the text that may carry a secret link, and when that link ends. */
export interface AddressMessageContent {
  body: string;
  link: string | null;
  /** ISO time; absent for a link that names no end. */
  linkExpiresAt?: string;
}

const addressSchema = z.strictObject({ email: z.email().max(254) });
/** The digest cursor of a user who never had one: every earlier notification is news. */
export const NO_DIGEST_YET = new Date(0);

const messageSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(1000),
  link: z
    .string()
    .regex(/^\/(?!\/)[\w\-./?=&%#]*$/, 'A notification links to a path in Waypoint, not another site.')
    .max(500)
    .optional(),
});

export interface NotificationsServiceDeps {
  /** The repository on the database, or on a caller's transaction. */
  repositoryOn: (tx?: TransactionScope) => NotificationsRepository;
  topics: NotificationTopicRegistry;
  taskQueue: TaskQueue;
  live: LivePublisher;
  /** Seals address messages' content while they wait (lib/encryption). */
  envelope: Envelope;
  now: () => Date;
}

export function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    topic: row.topic,
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function createNotificationsService(deps: NotificationsServiceDeps): Notifier & {
  list(actor: Actor, limit: number): Promise<NotificationListResponse>;
  markRead(actor: Actor, id: string): Promise<void>;
  markAllRead(actor: Actor): Promise<void>;
  /** Stores an in-app notification only (no other channel), e.g. a settings preview. */
  recordInApp(userId: string, topic: string, message: NotificationMessage): Promise<string>;
} {
  const { now } = deps;
  const repository = deps.repositoryOn();

  const store = async (
    userId: string,
    topicName: string,
    message: NotificationMessage,
    tx: TransactionScope | undefined,
  ) => {
    const topic = deps.topics.get(topicName);
    if (!topic) throw new Error(`Notification topic "${topicName}" is not registered.`);
    const content = messageSchema.parse(message);
    const target = deps.repositoryOn(tx);
    // The digest schedule needs the row; it holds the defaults until the user saves their own. No digest went out
    // yet, so the first one holds everything from the start (this notification included, even in one transaction).
    await target.ensurePreferences({
      userId,
      preferences: defaultNotificationPreferences(),
      unsubscribeSecret: newUnsubscribeSecret(),
      lastDigestAt: NO_DIGEST_YET,
      nextDigestAt: nextDigestAt(now(), 'weekly', defaultNotificationPreferences().timeZone),
    });
    const row = await target.insert({
      userId,
      topic: topic.name,
      category: topic.category,
      title: content.title,
      body: content.body,
      link: content.link ?? null,
    });
    await deps.live.publish(userId, { type: NOTIFICATIONS_CHANGED_EVENT, data: {} }, { transaction: tx });
    return row;
  };

  return {
    async notify(user, topicName, message, options = {}) {
      const row = await store(user.id, topicName, message, options.transaction);
      // Keyed by the notification: however often this runs, one delivery task exists.
      await deps.taskQueue.enqueue(
        DELIVER_TASK,
        { notificationId: row.id },
        { id: row.id, ...(options.transaction && { transaction: options.transaction }) },
      );
      return row.id;
    },

    async timeZonesOf(userIds) {
      const fallback = defaultNotificationPreferences().timeZone;
      const stored = new Map(
        (await repository.timeZonesOf(userIds)).map((row) => [row.userId, row.timeZone || fallback]),
      );
      return new Map(userIds.map((id) => [id, stored.get(id) ?? fallback]));
    },

    async notifyAddress(recipient, topicName, message, options = {}) {
      const topic = deps.topics.get(topicName);
      if (!topic) throw new Error(`Notification topic "${topicName}" is not registered.`);
      const { email } = addressSchema.parse({ email: recipient.email.trim().toLowerCase() });
      const content = messageSchema.parse(message);
      const id = randomUUID();
      const sealed: AddressMessageContent = {
        body: content.body,
        link: content.link ?? null,
        ...(options.linkExpiresAt && { linkExpiresAt: options.linkExpiresAt.toISOString() }),
      };
      await deps.repositoryOn(options.transaction).insertAddressMessage({
        id,
        email,
        senderUserId: options.sender?.id ?? null,
        topic: topic.name,
        category: topic.category,
        title: content.title,
        sealedContent: deps.envelope.seal(JSON.stringify(sealed), addressMessageContext(id)),
      });
      // Only the id travels in the task: the payload is stored readable by the task engine.
      await deps.taskQueue.enqueue(
        DELIVER_ADDRESS_TASK,
        { messageId: id },
        { id, ...(options.transaction && { transaction: options.transaction }) },
      );
      return id;
    },

    async recordInApp(userId, topicName, message) {
      return (await store(userId, topicName, message, undefined)).id;
    },

    async list(actor, limit) {
      const [rows, unreadCount] = await Promise.all([
        repository.listForUser(actor.id, limit),
        repository.unreadCount(actor.id),
      ]);
      return { items: rows.map(toItem), unreadCount };
    },

    async markRead(actor, id) {
      if (!z.uuid().safeParse(id).success || !(await repository.markRead(actor.id, id))) {
        throw new AppError('NOT_FOUND', 'That notification does not exist.');
      }
      await deps.live.publish(actor.id, { type: NOTIFICATIONS_CHANGED_EVENT, data: {} });
    },

    async markAllRead(actor) {
      await repository.markAllRead(actor.id);
      await deps.live.publish(actor.id, { type: NOTIFICATIONS_CHANGED_EVENT, data: {} });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
