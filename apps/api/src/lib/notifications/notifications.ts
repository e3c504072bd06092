import type { Actor } from '../actor';
import type { AppDatabase } from '../../db/database';
import { createRegistry, type Registry } from '../registry';

/*
 * Notifications: the ONE way a feature tells a user something outside the request they made. This module is the
 * contract and the topic registry only; the service (`notify`), its table and its delivery arrive with the
 * notifications issue, on top of the job engine (lib/jobs) and the live fan-out (lib/live). The service must
 * guarantee:
 * - `notify` stores the notification in PostgreSQL before it resolves (in the caller's transaction when one is
 *   given), so it survives restarts and shows in the in-app notification centre on every instance.
 * - Every other channel is delivered by a job: at-least-once, retried, and never twice visible to the user
 *   (deliveries are keyed by the notification's id).
 * - Quiet hours follow the user's stored time zone; urgent topics ignore them. "Push" is Web Push where
 *   configured, and the in-app centre always (decision 013 §19).
 * - No process-local state: any instance may store, deliver or mark as read any notification.
 */

export type NotificationChannel = 'in-app' | 'email' | 'push';

export interface NotificationTopic {
  /** `<feature>.<topic>`, unique across the app; users' preferences are stored per topic. */
  name: string;
  /** Shown on the notification settings screen. */
  description: string;
  /** The channels a user receives it on unless they turned them off; 'in-app' is always included. */
  channels: readonly NotificationChannel[];
  /** Delivered during quiet hours too (emergencies). */
  urgent?: boolean;
}

export interface NotificationMessage {
  title: string;
  body: string;
  /** A path in the web app (`/profile`), never an external address. */
  link?: string;
}

/** The service the notifications issue implements (`app.notifier`). */
export interface Notifier {
  /** Rejects for an unregistered topic. */
  notify(
    user: Pick<Actor, 'id'>,
    topic: string,
    message: NotificationMessage,
    options?: { transaction?: AppDatabase },
  ): Promise<void>;
}

/** Where features declare their topics (`app.notificationTopics.register({ name, description, channels })`). */
export type NotificationTopicRegistry = Registry<NotificationTopic>;

export function createNotificationTopicRegistry(): NotificationTopicRegistry {
  return createRegistry<NotificationTopic>('Notification topic');
}
