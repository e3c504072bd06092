import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/actor';
import { createEnvelope, generateMasterKey, parseKeyring } from '../../../lib/encryption/encryption';
import { createTransaction } from '../../../lib/transaction';
import { users } from '../../../db/schema';
import { getTestDatabase } from '../../../test/helper';
import { createJournalNotes } from '../journal-notes';
import { createWellnessRepository } from '../wellness.repository';
import { createWellnessService } from '../wellness.service';

/**
 * The wellness service on the worker's database with a clock the test sets, and an account to write as: how
 * the streak and the care rule are tested across midnight and time zones.
 */
export async function clockedService(start: string) {
  const { database } = await getTestDatabase();
  const { db } = database;
  const clock = { now: new Date(start) };
  const service = createWellnessService({
    repository: createWellnessRepository(db),
    notes: createJournalNotes(createEnvelope(parseKeyring(generateMasterKey(), 'a test key'))),
    transaction: createTransaction(db, (tx) => ({ wellness: createWellnessRepository(tx) })),
    now: () => clock.now,
  });
  const email = `clock-${randomUUID().slice(0, 8)}@example.org`;
  const [user] = await db
    .insert(users)
    .values({ email, name: 'Sam Ortiz', firstName: 'Sam', lastName: 'Ortiz' })
    .returning({ id: users.id });
  const actor: Actor = { id: user!.id, email, role: 'veteran' };

  return {
    service,
    actor,
    /** Moves the clock to an instant (ISO with its offset). */
    at(instant: string) {
      clock.now = new Date(instant);
    },
    /** Writes an entry at an instant, from a browser in `timeZone`. */
    async write(instant: string, mood: number, timeZone?: string, note = 'Checked in.') {
      clock.now = new Date(instant);
      return service.createEntry(actor, { mood, note, ...(timeZone && { timeZone }) });
    },
    async stats() {
      return (await service.overview(actor)).stats;
    },
  };
}
