import type {
  InterviewDifficulty,
  InterviewMode,
  InterviewPack,
  InterviewSessionEntry,
} from '@waypoint/shared';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** The question bank: seeded questions (with a seed key) and those admins add. Retired ones stay for old sessions. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stable name of a seeded question: seeding again adds new ones and never revives a retired one.
    seedKey: text('seed_key').unique(),
    pack: text('pack').$type<InterviewPack>().notNull(),
    difficulty: text('difficulty').$type<InterviewDifficulty>().notNull(),
    prompt: text('prompt').notNull(),
    guidance: text('guidance').notNull(),
    position: integer('position').notNull().default(1000),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_questions_pack_difficulty_idx').on(table.pack, table.difficulty)],
);

/** A finished practice session: the transcript with the server's feedback per answer. */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Cascade: closing the account removes the practice history with it.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pack: text('pack').$type<InterviewPack>().notNull(),
    difficulty: text('difficulty').$type<InterviewDifficulty>().notNull(),
    mode: text('mode').$type<InterviewMode>().notNull(),
    entries: jsonb('entries').$type<InterviewSessionEntry[]>().notNull(),
    averageScore: doublePrecision('average_score').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_sessions_user_completed_idx').on(table.userId, table.completedAt)],
);

export type InterviewQuestionRow = typeof interviewQuestions.$inferSelect;
export type NewInterviewQuestionRow = typeof interviewQuestions.$inferInsert;
export type InterviewSessionRow = typeof interviewSessions.$inferSelect;
export type NewInterviewSessionRow = typeof interviewSessions.$inferInsert;
