import type { DataRightsPart } from '../data-rights/data-rights';
import { createOutboxRepository } from './outbox.repository';

/**
 * The outbox's data-rights part (decision 017): the copies of the e-mails Waypoint sent to the account's address
 * (sign-up, reset, notices). The export lists them without their text, which may hold a live link.
 */
export const outboxDataRights: DataRightsPart = {
  name: 'mail.outbox',
  description: 'The copies we keep of the e-mails we sent you',
  async export(subject, tx) {
    const sent = await createOutboxRepository(tx).listTo(subject.email);
    return sent.map(({ to, subject: title, createdAt, sentAt }) => ({
      to,
      subject: title,
      createdAt: createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? null,
    }));
  },
  async erase(subject, tx) {
    await createOutboxRepository(tx).deleteTo(subject.email);
  },
};
