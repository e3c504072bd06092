import type { AppDatabase } from '../../db/database';
import { contactMessages } from './contact.schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

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
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
