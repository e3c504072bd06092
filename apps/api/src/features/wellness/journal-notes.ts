import type { DataKey, Envelope } from '../../lib/encryption/encryption';
import type { WellnessRepository } from './wellness.repository';

/** What a user's journal key is wrapped under (the user's id binds it to the account). */
export const journalKeyContext = (userId: string) => `wellness-journal:${userId}`;

/**
 * Journal notes at rest: every user has one journal key, a data key of the product's envelope encryption
 * (lib/encryption: AES-256-GCM, wrapped by the master key), bound to the user by its context so a note or a
 * key copied onto another account fails to open. Each note is encrypted under it with a fresh IV; the database
 * holds only ciphertext and the wrapped key.
 */
export function createJournalNotes(envelope: Envelope) {
  const context = journalKeyContext;

  async function keyOf(repository: WellnessRepository, userId: string): Promise<DataKey | undefined> {
    const wrapped = await repository.journalKey(userId);
    return wrapped === undefined ? undefined : envelope.unwrap(wrapped, context(userId));
  }

  return {
    /** Encrypts a note for its owner, creating the owner's key with the first note. */
    async seal(repository: WellnessRepository, userId: string, note: string): Promise<string> {
      let key = await keyOf(repository, userId);
      if (!key) {
        const created = envelope.createDataKey(context(userId));
        const stored = await repository.insertJournalKey(userId, created.wrappedKey);
        key = stored === created.wrappedKey ? created.dataKey : envelope.unwrap(stored, context(userId));
      }
      return key.encrypt(Buffer.from(note, 'utf8')).toString('base64url');
    },

    /** A reader of the owner's notes (none before the first note, when there is nothing to read). */
    async reader(repository: WellnessRepository, userId: string): Promise<(ciphertext: string) => string> {
      const key = await keyOf(repository, userId);
      return (ciphertext) => {
        if (!key) throw new Error('A journal note exists without its key.');
        return key.decrypt(Buffer.from(ciphertext, 'base64url')).toString('utf8');
      };
    },
  };
}

export type JournalNotes = ReturnType<typeof createJournalNotes>;
