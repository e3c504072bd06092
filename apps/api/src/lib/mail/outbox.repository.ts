import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { outboxEmails, type MailTransport } from '../../db/mail-outbox.schema';

export interface OutboxEntry {
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | undefined;
  transport: MailTransport;
}

/** `outbox_emails`: a copy of every message the mailer sends or stores (decision 010). */
export function createOutboxRepository(db: AppDatabase) {
  return {
    /** Stores a message and returns its id. */
    async record(entry: OutboxEntry): Promise<string> {
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...entry, replyTo: entry.replyTo ?? null, html: entry.html ?? null })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('Storing the e-mail returned no row.');
      return row.id;
    },

    /** The newest messages, to one address or to all: how an operator reads a link in embedded mode. */
    async latest({ to, limit }: { to?: string; limit: number }) {
      return db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit);
    },

    async markSent(id: string): Promise<void> {
      await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, id));
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
