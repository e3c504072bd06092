import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { MailTransport } from '../../db/mail-outbox.schema';
import { createOutboxRepository, REDACTED_TEXT, type OutboxEntry } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go instead of MAIL_FROM, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
  /** Extra headers, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
  /**
   * The text holds a link that grants access (a reset, a verification, a document share). Sent by SMTP, its copy
   * in the outbox keeps only the recipient and subject; in embedded mode the outbox row is the delivery itself and
   * keeps the text until `expiresAt` (`CONFIDENTIAL_OUTBOX_DAYS` when it names none), then it is redacted.
   */
  confidential?: boolean;
  /** When the link in the text stops working. */
  expiresAt?: Date;
}

/** What the outbox keeps of a confidential message sent by SMTP, or stored once its link expired. */
export const CONFIDENTIAL_COPY = REDACTED_TEXT;
/** How long the embedded outbox keeps a confidential message that names no expiry. */
export const CONFIDENTIAL_OUTBOX_DAYS = 7;
/** The task that redacts stored messages whose link expired (registered with the outbox, plugins/app/registries.ts). */
export const REDACT_EXPIRED_TASK = 'mail.redact-expired-links';

export interface Mailer {
  readonly transport: MailTransport;
  /** Resolves once the message is stored (outbox) or accepted by the SMTP server; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The part of a pino logger the mailer uses; `app.log` fits. */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

// Nodemailer waits minutes by default; a request that sends mail should fail within seconds instead.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The one way Waypoint sends e-mail. With SMTP_URL it goes through that server and a copy is kept in
 * `outbox_emails` as an audit trail; without it (embedded mode) it is only stored there. The log names the
 * stored row, never its address, text or link: reset and verification links are live credentials (decision
 * 016); docs/operations.md says how to read a message from the outbox.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  database: Pick<Database, 'db'>,
  logger: MailLogger,
  now: () => Date,
): Mailer {
  const outbox = createOutboxRepository(database.db);
  const entry = (message: MailMessage, transport: MailTransport): OutboxEntry => ({
    to: message.to,
    from: config.mailFrom,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    transport,
    expiresAt:
      message.expiresAt ??
      (message.confidential ? new Date(now().getTime() + CONFIDENTIAL_OUTBOX_DAYS * 86_400_000) : undefined),
  });

  if (!config.smtpUrl) {
    return {
      transport: 'outbox',
      async send(message) {
        const id = await outbox.record(entry(message, 'outbox'), now());
        logger.info({ outboxId: id, subject: message.subject }, 'e-mail stored in outbox');
      },
      close: () => undefined,
    };
  }

  const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    transport: 'smtp',
    async send(message) {
      // Stored first: a message the server refuses stays as a row without sent_at, to be found and resent.
      // A confidential one is resent by its sender (which keeps it sealed), so its copy holds no text.
      const { confidential, expiresAt: _expiresAt, ...outgoing } = message;
      const id = await outbox.record(
        confidential
          ? { ...entry(message, 'smtp'), text: CONFIDENTIAL_COPY, html: undefined, redacted: true }
          : entry(message, 'smtp'),
        now(),
      );
      try {
        await smtp.sendMail({ from: config.mailFrom, ...outgoing });
      } catch (error) {
        throw new MailDeliveryError(`The SMTP server did not accept the e-mail ${id}.`, { cause: error });
      }
      await outbox.markSent(id, now());
      logger.info({ outboxId: id, subject: message.subject }, 'e-mail sent');
    },
    close: () => smtp.close(),
  };
}
