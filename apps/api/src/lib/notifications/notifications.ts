import type { NotificationCategory } from '@waypoint/shared';
import type { Actor } from '../actor';
import { createRegistry, type Registry } from '../registry';
import type { TransactionScope } from '../transaction';

/*
 * Notifications: the ONE way a feature tells a user something outside the request they made. The service behind
 * `app.notifier` is the notifications feature (features/notifications); this module is its contract and the topic
 * registry. It guarantees:
 * - `notify` stores the notification in PostgreSQL before it resolves (in the caller's transaction when one is
 *   given, together with its delivery task and live event), so it survives restarts and shows in the in-app
 *   notification centre on every instance.
 * - Every other channel is delivered by a task: at-least-once, retried with back-off, and never twice (deliveries
 *   are keyed by the notification's id and channel).
 * - The user's preferences decide the channels: benefits, community and career news goes by e-mail in the digest
 *   (when its category is included) and by push at once; documents and security notices by e-mail and push at
 *   once; emergencies on every channel the user has on, text messages included, if its switch is on.
 * - Quiet hours follow the user's stored time zone and hold back everything but emergencies and security notices.
 * - No process-local state: any instance may store, deliver or mark as read any notification.
 * - `notifyAddress` e-mails someone who need not have an account (a share's recipient): the message is recorded
 *   before it resolves (in the caller's transaction when given) and delivered by a task with the same retries,
 *   idempotence and mail template as a user's e-mail, at once (no preferences or quiet hours: the address has
 *   none). Its body and link are stored sealed (lib/encryption) and erased once the mail is sent, so a link that
 *   grants access is never kept readable in the database; the record keeps the address, topic, title and status.
 */

export interface NotificationTopic {
  /** `<feature>.<topic>`, unique across the app. */
  name: string;
  /** For the log and the API documentation. */
  description: string;
  /** Decides the digest section, the channels and the unsubscribe link (see above). */
  category: NotificationCategory;
  /** Emergencies only: the user's switch that turns this topic off. */
  emergencySwitch?: 'crisisAlerts' | 'facilityClosures';
}

export interface NotificationMessage {
  /** One line, at most 120 characters. */
  title: string;
  /** Plain text, at most 1000 characters. */
  body: string;
  /** A path in the web app (`/profile`), never an external address. */
  link?: string;
}

/** The service features use (`app.notifier`). */
export interface Notifier {
  /** Resolves with the notification's id once stored; rejects for an unregistered topic or an invalid message. */
  notify(
    user: Pick<Actor, 'id'>,
    topic: string,
    message: NotificationMessage,
    options?: { transaction?: TransactionScope },
  ): Promise<string>;
  /**
   * The IANA time zone each user's notifications follow (their saved settings, else the default the notification
   * service gives a new user), for features that count days in the user's time (benefits reminders). One query.
   */
  timeZonesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * E-mails an address that need not belong to a user. Resolves with the message's id once recorded; rejects for
   * an unregistered topic or an invalid message or address. `sender` is the user on whose behalf it goes out: the
   * record is erased with their account. `linkExpiresAt`: when the message's link stops working (a share's end);
   * the mail outbox keeps no readable copy after it (lib/mail/mailer.ts).
   */
  notifyAddress(
    recipient: { email: string },
    topic: string,
    message: NotificationMessage,
    options?: { transaction?: TransactionScope; sender?: Pick<Actor, 'id'>; linkExpiresAt?: Date },
  ): Promise<string>;
}

/** Where features declare their topics (`app.notificationTopics.register({ name, description, category })`). */
export type NotificationTopicRegistry = Registry<NotificationTopic>;

export function createNotificationTopicRegistry(): NotificationTopicRegistry {
  return createRegistry<NotificationTopic>('Notification topic');
}
