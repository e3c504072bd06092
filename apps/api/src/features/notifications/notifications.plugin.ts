import { NOTIFICATIONS_CHANGED_EVENT } from '@waypoint/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notifier } from '../../lib/notifications/notifications';
import { transactionHandle } from '../../lib/transaction';
import {
  createDeliveryService,
  DELIVER_LATER_TASK,
  DIGEST_SWEEP_TASK,
  SEND_DIGEST_TASK,
} from './delivery.service';
import { createPushSender, createSmsSender } from './notification-senders';
import { notificationsDataRights } from './notifications.data-rights';
import { createContactsRepository, createNotificationsRepository } from './notifications.repository';
import notificationsRoutes from './notifications.routes';
import { addressNotifications } from './notifications.schema';
import {
  addressMessageContext,
  createNotificationsService,
  DELIVER_ADDRESS_TASK,
  DELIVER_TASK,
} from './notifications.service';
import { createPreferencesService, PREVIEW_RETRY_TASK, PREVIEW_TOPIC } from './preferences.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** `notify(user, topic, message)`: the one way any feature tells a user something (lib/notifications). */
    notifier: Notifier;
  }
}

const byNotification = z.object({ notificationId: z.uuid() });

/**
 * The notifications feature: the notification service every feature sends through, its delivery tasks and
 * digests, the settings and the in-app centre. Not encapsulated (fastify-plugin), so `app.notifier` reaches the
 * features registered after it; its routes are their own encapsulated plugin.
 */
const notifications: FastifyPluginAsyncZod = fp(
  async (app) => {
    const { db } = app.database;
    const repository = createNotificationsRepository(db);
    // Looked up per call: the profiles feature decorates the app after this one.
    const contacts = createContactsRepository(db, {
      findForUser: (userId) => app.veteranRecords.findForUser(userId),
    });
    const sms = createSmsSender(app.config.sms);
    const push = createPushSender(app.config.webPush);
    const { envelope } = app;
    const now = () => app.clock.now();
    app.wrappedKeys.register({
      name: 'notifications.address-messages',
      description: 'e-mails to an address still waiting to go out (a share link)',
      column: addressNotifications.sealedContent,
      form: 'sealed',
      id: addressNotifications.id,
      context: addressMessageContext,
    });

    const service = createNotificationsService({
      // The notifier's own store writes in its caller's transaction: the one place here that unwraps it.
      repositoryOn: (tx) => createNotificationsRepository(tx ? transactionHandle(tx) : db),
      topics: app.notificationTopics,
      taskQueue: app.taskQueue,
      live: app.live,
      envelope,
      now,
    });
    const delivery = createDeliveryService({
      repository,
      contacts,
      topics: app.notificationTopics,
      mailer: app.mailer,
      sms,
      push,
      taskQueue: app.taskQueue,
      publicUrl: app.config.publicUrl,
      envelope,
      now,
    });
    const preferences = createPreferencesService({
      repository,
      contacts,
      notifications: service,
      delivery,
      mailer: app.mailer,
      sms,
      push,
      enqueueRetry: async (userId) => {
        await app.taskQueue.enqueue(
          PREVIEW_RETRY_TASK,
          { userId },
          { startAfter: new Date(Date.now() + 60_000) },
        );
      },
      publicUrl: app.config.publicUrl,
      now,
    });
    app.decorate('notifier', {
      notify: service.notify,
      notifyAddress: service.notifyAddress,
      timeZonesOf: service.timeZonesOf,
    });

    app.notificationTopics.register({
      name: PREVIEW_TOPIC,
      description: 'The preview sent from the notification settings',
      category: 'security',
    });
    app.liveEvents.register({
      name: NOTIFICATIONS_CHANGED_EVENT,
      description: "The user's notifications changed",
    });
    const deliverHandler = async ({ notificationId }: { notificationId: string }) => {
      await delivery.deliver(notificationId);
    };
    app.tasks.register({ name: DELIVER_TASK, payload: byNotification, handle: deliverHandler });
    app.tasks.register({ name: DELIVER_LATER_TASK, payload: byNotification, handle: deliverHandler });
    app.tasks.register({
      name: DELIVER_ADDRESS_TASK,
      payload: z.object({ messageId: z.uuid() }),
      handle: async ({ messageId }, { log }) => {
        const outcome = await delivery.deliverToAddress(messageId);
        if (outcome === 'unreadable')
          log.error({ messageId }, 'An address message no longer opens; not sent.');
      },
    });
    app.tasks.register({
      name: DIGEST_SWEEP_TASK,
      payload: z.object({}),
      schedule: '*/5 * * * *',
      retry: { limit: 1, delaySeconds: 60 },
      handle: async () => {
        await delivery.sweepDigests();
      },
    });
    app.tasks.register({
      name: SEND_DIGEST_TASK,
      payload: z.object({ userId: z.uuid(), dueAt: z.iso.datetime() }),
      handle: async ({ userId, dueAt }) => {
        await delivery.sendDigest(userId, new Date(dueAt));
      },
    });
    app.tasks.register({
      name: PREVIEW_RETRY_TASK,
      payload: z.object({ userId: z.uuid() }),
      retry: { limit: 5, delaySeconds: 60, backoff: true },
      handle: async ({ userId }) => preferences.retryPreview(userId),
    });
    app.dataRights.register(notificationsDataRights);
    app.dashboardFigures.register({
      name: 'notifications.unread',
      personas: ['veteran'],
      compute: (actor) => repository.unreadCount(actor.id),
    });

    await app.register(notificationsRoutes, { notifications: service, preferences });
  },
  { name: 'notifications', dependencies: ['context', 'background', 'registries', 'mailer'] },
);

export default notifications;
