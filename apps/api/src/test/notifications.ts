import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app';
import { features } from '../features/index';
import type { MailMessage } from '../lib/mail/mailer';
import type { Notifier } from '../lib/notifications/notifications';
import { createProfilesRepository } from '../features/profiles/profiles.repository';
import { createDeliveryService } from '../features/notifications/delivery.service';
import { createPushSender, createSmsSender } from '../features/notifications/notification-senders';
import {
  createContactsRepository,
  createNotificationsRepository,
} from '../features/notifications/notifications.repository';

/** Topics of every category, as a feature would register them; it keeps the notifier features see. */
let seenNotifier: Notifier | undefined;
export const probeTopics: FastifyPluginAsyncZod = async (app) => {
  seenNotifier = app.notifier;
  app.notificationTopics.register({
    name: 'probe.benefit-news',
    description: 'Benefits',
    category: 'benefits',
  });
  app.notificationTopics.register({
    name: 'probe.circle-post',
    description: 'Community',
    category: 'community',
  });
  app.notificationTopics.register({ name: 'probe.job-match', description: 'Career', category: 'career' });
  app.notificationTopics.register({
    name: 'probe.document-shared',
    description: 'Documents',
    category: 'documents',
  });
  app.notificationTopics.register({
    name: 'probe.new-sign-in',
    description: 'Security',
    category: 'security',
  });
  app.notificationTopics.register({
    name: 'probe.crisis-alert',
    description: 'Crisis alert',
    category: 'emergencies',
    emergencySwitch: 'crisisAlerts',
  });
};

export const featuresWithProbeTopics = [...features, probeTopics];

/** `app.notifier` as the features of the last app built with `featuresWithProbeTopics` received it. */
export function probeNotifier(): Notifier {
  if (!seenNotifier) throw new Error('Build the app with featuresWithProbeTopics first.');
  return seenNotifier;
}

/**
 * The delivery service on the test app's database and clock (`buildTestApp({ clock })` to move it), with a mailer
 * the test controls.
 */
export function deliveryFor(app: App, options: { failMail?: () => boolean } = {}) {
  const sent: MailMessage[] = [];
  const { db } = app.database;
  const service = createDeliveryService({
    repository: createNotificationsRepository(db),
    contacts: createContactsRepository(db, {
      findForUser: (userId) => createProfilesRepository(db).findByUserId(userId),
    }),
    topics: app.notificationTopics,
    mailer: {
      send: async (message) => {
        if (options.failMail?.()) throw new Error('SMTP is down');
        sent.push(message);
      },
    },
    sms: createSmsSender(undefined),
    push: createPushSender(undefined),
    taskQueue: app.taskQueue,
    publicUrl: app.config.publicUrl,
    envelope: app.envelope,
    now: () => app.clock.now(),
  });
  return { service, sent };
}
