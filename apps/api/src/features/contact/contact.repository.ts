import { asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { contactMessages } from './contact.schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

const fromAddress = (email: string) =>
  sql`lower(trim(${contactMessages.email})) = ${email.trim().toLowerCase()}`;

export function createContactRepository(db: AppDatabase) {
  return {
    async insert(values: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('Storing the contact message returned no row.');
      return row;
    },

    /** Messages sent from an address, however its case was typed; oldest first. */
    async listFrom(email: string) {
      return db
        .select()
        .from(contactMessages)
        .where(fromAddress(email))
        .orderBy(asc(contactMessages.createdAt));
    },

    async deleteFrom(email: string): Promise<void> {
      await db.delete(contactMessages).where(fromAddress(email));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
