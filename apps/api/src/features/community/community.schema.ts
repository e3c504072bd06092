import type { CircleAccess } from '@waypoint/shared/community/community-limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** A peer circle. Seeded circles carry the spec's sample member counts in `baseMemberCount` and `sample`. */
export const circles = pgTable(
  'circles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    access: text('access').$type<CircleAccess>().notNull(),
    /** Members counted before real accounts joined (the spec's sample counts); 0 for circles admins create. */
    baseMemberCount: integer('base_member_count').notNull().default(0),
    sample: boolean('sample').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('circles_access_check', sql`${table.access} in ('public', 'invite-only')`)],
);

/**
 * A person's place in a circle: `status` pending (asked to join an invite-only circle) or joined; `role` member or
 * moderator (appointed by an admin). Moderators need not have joined to moderate.
 */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'member' | 'moderator'>().notNull().default('member'),
    status: text('status').$type<'pending' | 'joined' | 'none'>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId] }),
    index('circle_members_user_idx').on(table.userId),
    check('circle_members_role_check', sql`${table.role} in ('member', 'moderator')`),
    check('circle_members_status_check', sql`${table.status} in ('none', 'pending', 'joined')`),
  ],
);

/** A post. Deleting by a moderator only hides it (`deletedAt`), so the audit trail can still show it. */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    /** Null for the seeded welcome posts, which `authorLabel` names. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    authorLabel: text('author_label'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pinned: boolean('pinned').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('circle_posts_circle_created_idx').on(table.circleId, table.createdAt.desc(), table.id.desc()),
    index('circle_posts_author_created_idx').on(table.authorId, table.createdAt),
  ],
);

/** A report on a post, by a member (with their reason) or by the server itself (`reporterId` null). */
export const circlePostReports = pgTable(
  'circle_post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('circle_post_reports_post_idx').on(table.postId),
    // The open reports the admin's dashboard counts.
    index('circle_post_reports_open_idx')
      .on(table.postId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Which members were told of a post (the task that sends the notices runs at least once, so it skips those here).
 */
export const circlePostNotices = pgTable(
  'circle_post_notices',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export type CircleRow = typeof circles.$inferSelect;
export type CircleMemberRow = typeof circleMembers.$inferSelect;
export type CirclePostRow = typeof circlePosts.$inferSelect;
