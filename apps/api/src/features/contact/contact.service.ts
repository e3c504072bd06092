import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage, ContactReceipt } from '@waypoint/shared/contact/contact';
import type { Mailer } from '../../lib/mail/mailer';
import { supportNotification } from './contact.email';
import type { ContactRepository } from './contact.repository';

interface Dependencies {
  repository: ContactRepository;
  mailer: Mailer;
  supportEmail: string;
}

/** Who sent it: the address for abuse handling, the request's logger so a failure is found by its request id. */
export interface Sender {
  ip: string;
  log: FastifyBaseLogger;
}

export function createContactService({ repository, mailer, supportEmail }: Dependencies) {
  return {
    /**
     * Stores the message, then e-mails it to support. Once stored, the message is not lost, so a failed e-mail
     * still answers "received": reporting a failure would only make the visitor send it again. The failure is
     * logged with the message id, and the unsent outbox row stays for a resend.
     */
    async receive(message: ContactMessage, { ip, log }: Sender): Promise<ContactReceipt> {
      const stored = await repository.insert({
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
    },
  };
}
