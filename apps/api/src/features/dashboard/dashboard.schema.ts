import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/**
 * Announcements on every dashboard, written by admins. One is published while now is inside its window
 * (`publishFrom` ≤ now < `publishUntil`, no end when null) and it is not retired. Retiring keeps the row, for the
 * record and so a seeded sample, once retired, is not written again.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishFrom: timestamp('publish_from', { withTimezone: true }).notNull().defaultNow(),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    // The admin who wrote it; kept when their account goes (the text is the site's, not theirs).
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    sample: boolean('sample').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_publish_from_idx').on(table.publishFrom.desc()),
    check(
      'announcements_window_check',
      sql`${table.publishUntil} is null or ${table.publishUntil} > ${table.publishFrom}`,
    ),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
