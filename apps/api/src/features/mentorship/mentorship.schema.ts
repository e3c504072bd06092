import type { Branch } from '@waypoint/shared/core/branches';
import type {
  Industry,
  MentorChannel,
  MentorStatus,
  RequestStatus,
  WeeklySlot,
} from '@waypoint/shared/mentorship/mentorship';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/**
 * A mentor's profile: one per user. `pending` until an admin approves the application, which also gives the
 * account the mentor role. Sample mentors (decision 013 §16) are seeded users without a way to sign in.
 */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    branch: text('branch').$type<Branch>().notNull(),
    role: text('role').notNull(),
    experience: text('experience').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull(),
    channels: jsonb('channels').$type<MentorChannel[]>().notNull(),
    industry: text('industry').$type<Industry>().notNull(),
    location: text('location').notNull().default(''),
    capacity: smallint('capacity').notNull(),
    accepting: boolean('accepting').notNull().default(true),
    slots: jsonb('slots').$type<WeeklySlot[]>().notNull().default([]),
    status: text('status').$type<MentorStatus>().notNull().default('pending'),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    index('mentor_profiles_status_idx').on(table.status),
    check('mentor_profiles_status_check', sql`${table.status} in ('pending', 'approved')`),
    check('mentor_profiles_capacity_check', sql`${table.capacity} between 1 and 10`),
  ],
);

/** Who chose "Become a mentee". */
export const mentees = pgTable('mentees', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A mentee's request to a mentor; an accepted request is the pair ("mentorship") and its conversation. */
export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menteeId: uuid('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('mentorship_requests_mentee_idx').on(table.menteeId, table.status),
    index('mentorship_requests_mentor_idx').on(table.mentorId, table.status),
    index('mentorship_requests_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    // One open request or pair per mentee and mentor: a double click cannot queue two.
    uniqueIndex('mentorship_requests_open_pair_key')
      .on(table.menteeId, table.mentorId)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    check(
      'mentorship_requests_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'expired')`,
    ),
    check('mentorship_requests_not_self_check', sql`${table.menteeId} <> ${table.mentorId}`),
  ],
);

/** Plain-text messages between the two members of an accepted pair; nobody else reads them, admins included. */
export const mentorshipMessages = pgTable(
  'mentorship_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorshipRequests.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mentorship_messages_conversation_idx').on(table.mentorshipId, table.createdAt)],
);

/** When each member last read their conversation: the unread count is what arrived since. */
export const mentorshipReads = pgTable(
  'mentorship_reads',
  {
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorshipRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.mentorshipId, table.userId] })],
);

/** A message a member sent to the admins for review: the only way an admin sees a message. */
export const mentorshipReports = pgTable('mentorship_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id')
    .notNull()
    .references(() => mentorshipMessages.id, { onDelete: 'cascade' }),
  reporterId: uuid('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
export type NewMentorProfileRow = typeof mentorProfiles.$inferInsert;
export type MentorshipRequestRow = typeof mentorshipRequests.$inferSelect;
export type MentorshipMessageRow = typeof mentorshipMessages.$inferSelect;
