import { createHash } from 'node:crypto';
import { defaultNotificationPreferences, type NotificationPreferences } from '@waypoint/shared';
import { DecryptionError, type Envelope } from '../../lib/encryption/encryption';
import type { TaskQueue } from '../../lib/tasks/tasks';
import type { Mailer } from '../../lib/mail/mailer';
import type { NotificationTopicRegistry } from '../../lib/notifications/notifications';
import { addressMail, digestMail, notificationMail, type MailContext } from './notification-mail';
import type { PushSender, SmsSender } from './notification-senders';
import { nextDigestAt, quietHoursRelease } from './notification-times';
import type {
  createContactsRepository,
  DeliveryChannel,
  NotificationsRepository,
} from './notifications.repository';
import type { NotificationPreferencesRow, NotificationRow } from './notifications.schema';
import { addressMessageContext, type AddressMessageContent } from './notifications.service';
import { scopeForCategory, unsubscribeToken } from './unsubscribe-links';

export const DELIVER_LATER_TASK = 'notifications.deliver-later';
export const DIGEST_SWEEP_TASK = 'notifications.digest-sweep';
export const SEND_DIGEST_TASK = 'notifications.send-digest';
const DIGEST_MAX_ITEMS = 50;
const SWEEP_BATCH = 500;

export interface DeliveryDeps {
  repository: NotificationsRepository;
  contacts: ReturnType<typeof createContactsRepository>;
  topics: NotificationTopicRegistry;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsSender;
  push: PushSender;
  taskQueue: TaskQueue;
  publicUrl: string;
  /** Opens address messages' sealed content. */
  envelope: Envelope;
  now: () => Date;
}

/** A UUID derived from a key, so the same logical task always gets the same id (pg-boss keeps one). */
export function stableTaskId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function preferencesOf(row: NotificationPreferencesRow | undefined): NotificationPreferences {
  return row?.preferences ?? defaultNotificationPreferences();
}

/** The channels a notification goes out on now, by its category and the user's switches (lib/notifications). */
function channelsFor(
  row: NotificationRow,
  preferences: NotificationPreferences,
  emergencySwitch: 'crisisAlerts' | 'facilityClosures' | undefined,
): DeliveryChannel[] {
  const { channels } = preferences;
  if (row.category === 'emergencies') {
    if (emergencySwitch && !preferences.emergencies[emergencySwitch]) return [];
    return (['email', 'sms', 'push'] as const).filter((channel) => channels[channel]);
  }
  if (row.category === 'security') return ['email', ...(channels.push ? (['push'] as const) : [])];
  if (row.category === 'documents') {
    return (['email', 'push'] as const).filter(
      (channel) => channels[channel] && (channel !== 'email' || preferences.documentEmails),
    );
  }
  // Benefits, community and career news reaches the inbox through the digest only.
  return channels.push ? ['push'] : [];
}

export function createDeliveryService(deps: DeliveryDeps) {
  const { now } = deps;

  const mailContext = async (userId: string, secret: string): Promise<MailContext | undefined> => {
    const contact = await deps.contacts.find(userId);
    if (!contact) return undefined;
    return {
      to: contact.email,
      firstName: contact.firstName,
      publicUrl: deps.publicUrl,
      unsubscribe: (scope) => unsubscribeToken(secret, userId, scope, now()),
    };
  };

  /** Sends on one channel unless an earlier run already did; a failure throws so the task retries. */
  const once = async (
    userId: string,
    subject: string,
    channel: DeliveryChannel,
    send: () => Promise<Record<string, unknown> | 'sandbox' | void>,
  ) => {
    const delivery = await deps.repository.claimDelivery(userId, subject, channel);
    if (delivery.status === 'sent' || delivery.status === 'sandbox' || delivery.status === 'skipped') return;
    try {
      const outcome = await send();
      await deps.repository.finishDelivery(
        delivery.id,
        outcome === 'sandbox' ? 'sandbox' : 'sent',
        outcome && outcome !== 'sandbox' ? outcome : undefined,
      );
    } catch (error) {
      await deps.repository.finishDelivery(delivery.id, 'failed');
      throw error;
    }
  };

  const sendPush = async (userId: string, message: { title: string; body: string; link: string | null }) => {
    if (deps.push.mode !== 'configured') return { skipped: 'push is not configured' };
    const targets = await deps.repository.listPushSubscriptions(userId);
    for (const target of targets) {
      if ((await deps.push.send(target, message)) === 'gone') {
        await deps.repository.deletePushSubscriptionByEndpoint(target.endpoint);
      }
    }
    return { devices: targets.length };
  };

  const sendSms = async (userId: string, text: string) => {
    const contact = await deps.contacts.find(userId);
    if (!contact?.phone) return { skipped: 'no phone number' };
    const outcome = await deps.sms.send({ to: contact.phone, text });
    return outcome === 'sandbox' ? ('sandbox' as const) : { to: contact.phone.slice(-4) };
  };

  return {
    /** Delivers one notification on the user's channels; quiet hours postpone all but urgent categories. */
    async deliver(notificationId: string): Promise<'delivered' | 'postponed' | 'gone'> {
      const row = await deps.repository.findById(notificationId);
      if (!row) return 'gone';
      const stored = await deps.repository.findPreferences(row.userId);
      const preferences = preferencesOf(stored);
      const urgent = row.category === 'emergencies' || row.category === 'security';
      const release = quietHoursRelease(now(), preferences);
      if (!urgent && release > now()) {
        await deps.taskQueue.enqueue(
          DELIVER_LATER_TASK,
          { notificationId },
          { id: stableTaskId(`later:${notificationId}`), startAfter: release },
        );
        return 'postponed';
      }
      const topic = deps.topics.get(row.topic);
      const context = await mailContext(row.userId, stored?.unsubscribeSecret ?? '');
      if (!context) return 'gone';
      for (const channel of channelsFor(row, preferences, topic?.emergencySwitch)) {
        await once(row.userId, row.id, channel, async () => {
          if (channel === 'email') {
            await deps.mailer.send(
              notificationMail(
                row,
                context,
                stored ? scopeForCategory(row.category, topic?.emergencySwitch) : undefined,
              ),
            );
            return undefined;
          }
          if (channel === 'sms')
            return sendSms(row.userId, `Waypoint: ${row.title}. ${row.body}`.slice(0, 320));
          return sendPush(row.userId, { title: row.title, body: row.body, link: row.link });
        });
      }
      return 'delivered';
    },

    /**
     * E-mails one address message (`notifyAddress`) unless an earlier run did; its sealed content is erased when
     * it is sent. A content that no longer opens (changed, or its master key retired) fails for good, without
     * retries; a mail failure throws so the task retries.
     */
    async deliverToAddress(messageId: string): Promise<'sent' | 'already-sent' | 'gone' | 'unreadable'> {
      const row = await deps.repository.claimAddressMessage(messageId);
      if (!row) return 'gone';
      if (row.status === 'sent') return 'already-sent';
      if (!row.sealedContent) return 'unreadable';
      let content: AddressMessageContent;
      try {
        content = JSON.parse(
          deps.envelope.open(row.sealedContent, addressMessageContext(row.id)).toString('utf8'),
        ) as AddressMessageContent;
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        await deps.repository.finishAddressMessage(row.id, 'failed');
        return 'unreadable';
      }
      try {
        await deps.mailer.send({
          ...addressMail(
            { title: row.title, body: content.body, link: content.link },
            { to: row.email, publicUrl: deps.publicUrl },
          ),
          ...(content.linkExpiresAt && { expiresAt: new Date(content.linkExpiresAt) }),
        });
      } catch (error) {
        await deps.repository.finishAddressMessage(row.id, 'failed');
        throw error;
      }
      await deps.repository.finishAddressMessage(row.id, 'sent');
      return 'sent';
    },

    /** Enqueues a send task for every user whose digest is due; each (user, due time) is one task, ever. */
    async sweepDigests(): Promise<number> {
      const due = await deps.repository.listDueDigests(now(), SWEEP_BATCH);
      for (const { userId, nextDigestAt: dueAt } of due) {
        await deps.taskQueue.enqueue(
          SEND_DIGEST_TASK,
          { userId, dueAt: dueAt.toISOString() },
          { id: stableTaskId(`digest:${userId}:${dueAt.toISOString()}`) },
        );
      }
      return due.length;
    },

    /** One digest: only included categories with news since the last; nothing is sent when there is none. */
    async sendDigest(userId: string, dueAt: Date): Promise<'sent' | 'empty' | 'postponed' | 'stale'> {
      const stored = await deps.repository.findPreferences(userId);
      if (!stored || stored.nextDigestAt.getTime() !== dueAt.getTime()) return 'stale';
      const preferences = stored.preferences;
      const release = quietHoursRelease(now(), preferences);
      if (release > now()) {
        await deps.taskQueue.enqueue(
          SEND_DIGEST_TASK,
          { userId, dueAt: dueAt.toISOString() },
          { id: stableTaskId(`digest-later:${userId}:${dueAt.toISOString()}`), startAfter: release },
        );
        return 'postponed';
      }
      const { digest } = preferences;
      const categories = [
        ...(digest.includeBenefits ? (['benefits'] as const) : []),
        ...(digest.includeCommunity ? (['community'] as const) : []),
        ...(digest.includeCareer ? (['career'] as const) : []),
      ];
      const items = preferences.channels.email
        ? await deps.repository.listForDigest(
            userId,
            categories,
            stored.lastDigestAt,
            dueAt,
            DIGEST_MAX_ITEMS,
          )
        : [];
      const context = items.length > 0 ? await mailContext(userId, stored.unsubscribeSecret) : undefined;
      if (context) {
        await once(userId, `digest:${userId}:${dueAt.toISOString()}`, 'email', async () => {
          await deps.mailer.send(digestMail(items, context, digest.frequency));
        });
      }
      // From now, not from the due time: after a long outage one digest catches up rather than one per missed period.
      await deps.repository.advanceDigest(
        userId,
        dueAt,
        nextDigestAt(now(), digest.frequency, preferences.timeZone),
      );
      return context ? 'sent' : 'empty';
    },

    sendPush,
    sendSms,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
