import { eq } from 'drizzle-orm';
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

/** Stores a message and returns its id. */
export async function recordEmail(db: AppDatabase, entry: OutboxEntry): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ ...entry, replyTo: entry.replyTo ?? null, html: entry.html ?? null })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('Storing the e-mail returned no row.');
  return row.id;
}

export async function markEmailSent(db: AppDatabase, id: string): Promise<void> {
  await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, id));
}
