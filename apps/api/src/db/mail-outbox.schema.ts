import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_TRANSPORTS = ['outbox', 'smtp'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/**
 * Every e-mail Waypoint produces. Embedded mode ('outbox') keeps it here instead of sending it, so a
 * developer can read it; SMTP mode ('smtp') records it as an audit trail, with `sent_at` set once the relay
 * accepted it. An 'smtp' row whose `sent_at` stays null is a message the relay refused (see lib/mail).
 * A message whose text holds a link that grants access (reset, verification, share) is kept readable only while
 * the link works and only where the row is the delivery itself (embedded mode): its text is redacted once
 * `expires_at` passes, and an SMTP copy is stored redacted from the start (decision 036).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport', { enum: MAIL_TRANSPORTS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the link in the text stops working; null for a message that holds none. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the text and HTML were replaced by a note that they are not kept. */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  // Reading "the latest mail to this address" is what developers and e2e tests do with the outbox.
  (table) => [
    index('outbox_emails_to_created_at_idx').on(table.to, table.createdAt),
    index('outbox_emails_to_redact_idx')
      .on(table.expiresAt)
      .where(sql`${table.redactedAt} is null and ${table.expiresAt} is not null`),
    check('outbox_emails_transport_check', sql`${table.transport} in ('outbox', 'smtp')`),
  ],
);
