import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createOutboxRepository } from '../../lib/mail/outbox.repository';
import { createContactRepository } from './contact.repository';

export const CONTACT_WITHHELD_NOTE =
  'Messages sent through the contact form are included once your e-mail address is confirmed: anyone can type an address into that form.';

/**
 * The contact form's data-rights part (decision 017). The form is public, so a message's address proves
 * nothing: messages from the account's address are exported and erased only when the account has confirmed it
 * (otherwise registering someone's address would reveal, or erase, what they wrote). Erasing also removes the
 * copies e-mailed to support.
 */
export const contactDataRights: DataRightsPart = {
  name: 'contact.messages',
  description:
    'Messages you sent through the contact form from your confirmed e-mail address, and our copies of them',
  async export(subject, tx) {
    if (!subject.emailVerified) return { messages: [], note: CONTACT_WITHHELD_NOTE };
    const rows = await createContactRepository(tx).listFrom(subject.email);
    return {
      messages: rows.map(({ id, createdAt, ...message }) => ({
        id,
        ...message,
        createdAt: createdAt.toISOString(),
      })),
    };
  },
  async erase(subject, tx) {
    if (!subject.emailVerified) return;
    await createContactRepository(tx).deleteFrom(subject.email);
    await createOutboxRepository(tx).deleteReplyingTo(subject.email);
  },
};
