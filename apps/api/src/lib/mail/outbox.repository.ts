import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { outboxEmails, type MailTransport } from '../../db/mail-outbox.schema';

/** What the outbox keeps instead of the text of a message whose link grants access (once sent, or expired). */
export const REDACTED_TEXT = '(Not kept: this message held a link that grants access.)';

export interface OutboxEntry {
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | undefined;
  transport: MailTransport;
  /** When the link in the text stops working (then the text is redacted). */
  expiresAt?: Date | undefined;
  /** Stored already redacted (`text` is then `REDACTED_TEXT`). */
  redacted?: boolean;
}

/** `outbox_emails`: a copy of every message the mailer sends or stores (decision 010). */
export function createOutboxRepository(db: AppDatabase) {
  return {
    /** Stores a message at `now` and returns its id. */
    async record(entry: OutboxEntry, now: Date): Promise<string> {
      const { redacted, ...values } = entry;
      const [row] = await db
        .insert(outboxEmails)
        .values({
          ...values,
          replyTo: entry.replyTo ?? null,
          html: entry.html ?? null,
          expiresAt: entry.expiresAt ?? null,
          redactedAt: redacted ? now : null,
        })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('Storing the e-mail returned no row.');
      return row.id;
    },

    /**
     * The newest messages, to one address or to all: how an operator reads a link in embedded mode. A message
     * whose link has expired reads as redacted even before the clean-up task has redacted it.
     */
    async latest({ to, limit }: { to?: string; limit: number }, now: Date) {
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit);
      return rows.map((row) =>
        row.expiresAt && row.expiresAt <= now ? { ...row, text: REDACTED_TEXT, html: null } : row,
      );
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db.update(outboxEmails).set({ sentAt: now }).where(eq(outboxEmails.id, id));
    },

    /** Redacts every message whose link expired by `now`; answers how many. */
    async redactExpired(now: Date): Promise<number> {
      const rows = await db
        .update(outboxEmails)
        .set({ text: REDACTED_TEXT, html: null, redactedAt: now })
        .where(and(isNull(outboxEmails.redactedAt), lte(outboxEmails.expiresAt, now)))
        .returning({ id: outboxEmails.id });
      return rows.length;
    },

    /** The messages sent to an address, oldest first, without their text (reset links may still work). */
    async listTo(to: string) {
      return db
        .select({
          to: outboxEmails.to,
          subject: outboxEmails.subject,
          createdAt: outboxEmails.createdAt,
          sentAt: outboxEmails.sentAt,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.to, to))
        .orderBy(asc(outboxEmails.createdAt));
    },

    async deleteTo(to: string): Promise<void> {
      await db.delete(outboxEmails).where(eq(outboxEmails.to, to));
    },

    /**
     * Copies of messages written on someone's behalf (Reply-To: them, in any case), such as contact-form
     * notifications to support.
     */
    async deleteReplyingTo(replyTo: string): Promise<void> {
      await db.delete(outboxEmails).where(sql`lower(${outboxEmails.replyTo}) = ${replyTo.toLowerCase()}`);
    },
  };
}
