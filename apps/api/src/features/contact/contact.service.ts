import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage, ContactReceipt } from '@waypoint/shared/contact/contact';
import type { AppDatabase } from '../../db/database';
import type { Mailer } from '../../lib/mail/mailer';
import { supportNotification } from './contact.email';
import { insertContactMessage } from './contact.repository';

export interface ContactContext {
  db: AppDatabase;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Stores the message, then e-mails it to support. Once stored, the message is not lost, so a failed e-mail
 * still answers "received": reporting a failure would only make the visitor send it again. The failure is
 * logged with the message id, and the unsent outbox row stays for a resend.
 */
export async function receiveContactMessage(
  { db, mailer, supportEmail, log }: ContactContext,
  message: ContactMessage,
  ip: string,
): Promise<ContactReceipt> {
  const stored = await insertContactMessage(db, {
    fullName: message.fullName,
    email: message.email,
    branch: message.branch || null,
    yearsOfService: message.yearsOfService || null,
    message: message.message,
    ip,
  });
  try {
    await mailer.send(
      supportNotification(message, { id: stored.id, receivedAt: stored.createdAt }, supportEmail),
    );
  } catch (error) {
    log.error(
      { err: error, contactMessageId: stored.id },
      'contact message stored but not e-mailed to support',
    );
  }
  return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
}
