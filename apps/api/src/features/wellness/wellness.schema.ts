import type { ResourceCategory } from '@waypoint/shared/wellness/wellness';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** One mood journal entry. Private: only its owner ever reads it. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Cascade: closing the account removes the journal with it.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: smallint('mood').notNull(),
    /** The note encrypted under the owner's journal key (`journal-notes.ts`); the plain text is never stored. */
    noteCiphertext: text('note_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The entry's calendar day in the writer's time zone when it was written: what the streak counts. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('journal_entries_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('journal_entries_user_day_idx').on(table.userId, table.day),
    check('journal_entries_mood_check', sql`${table.mood} between 1 and 5`),
  ],
);

/** The wellness resources (reference data, written at start from `wellness-resources.ts`). */
export const wellnessResources = pgTable('wellness_resources', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').$type<ResourceCategory>().notNull(),
  description: text('description').notNull(),
  url: text('url').notNull(),
  source: text('source').notNull(),
  position: integer('position').notNull(),
});

export const wellnessBookmarks = pgTable(
  'wellness_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => wellnessResources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.resourceId] })],
);

/**
 * Each user's journal key: a data key of the envelope encryption (lib/encryption), stored only wrapped by the
 * master key. Deleting the row leaves the user's notes unreadable for good.
 */
export const journalKeys = pgTable('journal_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The time zone the user's browser last reported, in which the streak's "today" is counted. */
export const wellnessSettings = pgTable('wellness_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntryRow = typeof journalEntries.$inferInsert;
export type WellnessResourceRow = typeof wellnessResources.$inferSelect;
