import {
  defaultNotificationPreferences,
  NOTIFICATION_MESSAGES,
  type ChannelStatus,
  type NotificationPreferences,
  type NotificationPreviewResponse,
  type NotificationSettingsResponse,
  type PushSubscriptionInput,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail/mailer';
import type { DeliveryService } from './delivery.service';
import { nextDigestAt } from './notification-times';
import type { createContactsRepository, NotificationsRepository } from './notifications.repository';
import { NO_DIGEST_YET, type NotificationsService } from './notifications.service';
import type { NotificationPreferencesRow } from './notifications.schema';
import type { PushSender, SmsSender } from './notification-senders';
import {
  applyUnsubscribe,
  newUnsubscribeSecret,
  unsubscribeTokenUser,
  verifyUnsubscribeToken,
  type UnsubscribeScope,
} from './unsubscribe-links';

export const PREVIEW_TOPIC = 'notifications.preview';
export const PREVIEW_RETRY_TASK = 'notifications.retry-preview';

export interface PreferencesDeps {
  repository: NotificationsRepository;
  contacts: ReturnType<typeof createContactsRepository>;
  notifications: Pick<NotificationsService, 'recordInApp'>;
  delivery: Pick<DeliveryService, 'sendPush' | 'sendSms'>;
  mailer: Pick<Mailer, 'send' | 'transport'>;
  sms: SmsSender;
  push: PushSender;
  enqueueRetry: (userId: string) => Promise<void>;
  publicUrl: string;
  now: () => Date;
}

const PREVIEW_MESSAGE = {
  title: 'Waypoint notification preview',
  body: 'This is how Waypoint will reach you. You can change what you receive in your notification settings.',
  link: '/notifications',
};

export function createPreferencesService(deps: PreferencesDeps) {
  const { now } = deps;

  const channelStatus = async (userId: string): Promise<ChannelStatus> => ({
    email: deps.mailer.transport === 'smtp' ? 'smtp' : 'outbox',
    sms: deps.sms.mode,
    push: deps.push.mode,
    pushPublicKey: deps.push.publicKey,
    phoneOnProfile: Boolean((await deps.contacts.find(userId))?.phone),
  });

  const answer = async (
    userId: string,
    row: NotificationPreferencesRow | undefined,
  ): Promise<NotificationSettingsResponse> => ({
    preferences: row?.preferences ?? defaultNotificationPreferences(),
    saved: row?.saved ?? false,
    channelStatus: await channelStatus(userId),
  });

  const ensureRow = (userId: string, preferences = defaultNotificationPreferences()) =>
    deps.repository.ensurePreferences({
      userId,
      preferences,
      unsubscribeSecret: newUnsubscribeSecret(),
      lastDigestAt: NO_DIGEST_YET,
      nextDigestAt: nextDigestAt(now(), preferences.digest.frequency, preferences.timeZone),
    });

  /** The first channel that would reach the user: e-mail, then text, then push, else the in-app centre. */
  const previewOn = async (
    actor: Actor,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreviewResponse['channel']> => {
    if (preferences.channels.email) {
      const contact = await deps.contacts.find(actor.id);
      if (!contact) throw new AppError('NOT_FOUND', 'Your account was not found.');
      await deps.mailer.send({
        to: contact.email,
        subject: PREVIEW_MESSAGE.title,
        text: `Hello ${contact.firstName},\n\n${PREVIEW_MESSAGE.body}\n\nNotification settings: ${deps.publicUrl}/notifications`,
      });
      return 'email';
    }
    if (preferences.channels.sms) {
      await deps.delivery.sendSms(actor.id, `Waypoint: ${PREVIEW_MESSAGE.body}`);
      return 'sms';
    }
    if (preferences.channels.push && deps.push.mode === 'configured') {
      await deps.delivery.sendPush(actor.id, PREVIEW_MESSAGE);
      return 'push';
    }
    return 'in-app';
  };

  return {
    async get(actor: Actor): Promise<NotificationSettingsResponse> {
      return answer(actor.id, await deps.repository.findPreferences(actor.id));
    },

    async save(actor: Actor, preferences: NotificationPreferences): Promise<NotificationSettingsResponse> {
      const current = await deps.repository.findPreferences(actor.id);
      if (preferences.channels.sms) {
        if (!preferences.smsConsent) {
          throw new AppError('VALIDATION', NOTIFICATION_MESSAGES.smsNeedsConsent, {
            'channels.sms': NOTIFICATION_MESSAGES.smsNeedsConsent,
          });
        }
        if (!(await deps.contacts.find(actor.id))?.phone) {
          throw new AppError('VALIDATION', NOTIFICATION_MESSAGES.smsNeedsPhone, {
            'channels.sms': NOTIFICATION_MESSAGES.smsNeedsPhone,
          });
        }
      }
      const row = current ?? (await ensureRow(actor.id, preferences));
      const consentAt = preferences.smsConsent ? (row.smsConsentAt ?? now()) : null;
      const scheduleChanged =
        row.preferences.digest.frequency !== preferences.digest.frequency ||
        row.preferences.timeZone !== preferences.timeZone;
      const saved = await deps.repository.savePreferences(actor.id, {
        preferences,
        smsConsentAt: consentAt,
        nextDigestAt:
          scheduleChanged || !current
            ? nextDigestAt(now(), preferences.digest.frequency, preferences.timeZone)
            : row.nextDigestAt,
      });
      return answer(actor.id, saved);
    },

    /** Sends now on the primary channel; when that fails the retry task tries again later and the user is told. */
    async preview(actor: Actor): Promise<NotificationPreviewResponse> {
      const preferences =
        (await deps.repository.findPreferences(actor.id))?.preferences ?? defaultNotificationPreferences();
      await deps.notifications.recordInApp(actor.id, PREVIEW_TOPIC, PREVIEW_MESSAGE);
      try {
        const channel = await previewOn(actor, preferences);
        return { channel, message: NOTIFICATION_MESSAGES.previewSent };
      } catch (error) {
        if (error instanceof AppError) throw error;
        await deps.enqueueRetry(actor.id);
        throw new AppError('BAD_GATEWAY', NOTIFICATION_MESSAGES.previewFailed, undefined, { cause: error });
      }
    },

    /** The retry task's work: the same preview, throwing so the engine backs off and tries again. */
    async retryPreview(userId: string): Promise<void> {
      const preferences =
        (await deps.repository.findPreferences(userId))?.preferences ?? defaultNotificationPreferences();
      await previewOn({ id: userId } as Actor, preferences);
    },

    /** What the unsubscribe page names; undefined for a token that is not valid. */
    async checkUnsubscribe(token: string): Promise<{ userId: string; scope: UnsubscribeScope } | undefined> {
      const userId = unsubscribeTokenUser(token);
      if (!userId) return undefined;
      const row = await deps.repository.findPreferences(userId);
      return row && verifyUnsubscribeToken(row.unsubscribeSecret, token, now());
    },

    async unsubscribe(token: string): Promise<UnsubscribeScope | undefined> {
      const valid = await this.checkUnsubscribe(token);
      if (!valid) return undefined;
      const row = (await deps.repository.findPreferences(valid.userId))!;
      await deps.repository.savePreferences(valid.userId, {
        preferences: applyUnsubscribe(row.preferences, valid.scope),
        smsConsentAt: row.smsConsentAt,
        nextDigestAt: row.nextDigestAt,
      });
      return valid.scope;
    },

    async addPushSubscription(actor: Actor, subscription: PushSubscriptionInput): Promise<void> {
      await deps.repository.savePushSubscription({
        userId: actor.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    },

    async removePushSubscription(actor: Actor, endpoint: string): Promise<void> {
      await deps.repository.deletePushSubscription(actor.id, endpoint);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
