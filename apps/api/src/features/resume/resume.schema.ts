import type { ResumeData, ResumeTemplate } from '@waypoint/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** A user's saved resumes, several per account; the data is the spec's resume data as the editor holds it. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Cascade: closing the account removes its resumes with it.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    template: text('template').$type<ResumeTemplate>().notNull(),
    data: jsonb('data').$type<ResumeData>().notNull(),
    // Raised by every save; a save from an older version is refused, so two tabs never silently overwrite.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_id_idx').on(table.userId)],
);

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
