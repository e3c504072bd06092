import type { PlanTrack, TargetOrigin } from '@waypoint/shared';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** A target as stored: the catalogue supplies its title and wages when it is read. */
export interface StoredTarget {
  soc: string;
  chosenFrom: TargetOrigin;
  /** ISO timestamp. */
  chosenAt: string;
  /** The OPM series the crosswalk opened to the military code it was chosen from (none when not from a code). */
  federalSeries: { series: string; title: string }[];
}

/** The veteran's one or two target careers and the plan's track; one row per account. */
export const planTargets = pgTable('plan_targets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  targets: jsonb('targets').$type<StoredTarget[]>().notNull().default([]),
  track: text('track').$type<PlanTrack>().notNull().default('employment'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The plan's steps the veteran has touched: a generated step's status (keyed by the step's stable key), or a step
 * they added themselves (custom, with its own title, dates and link). Generated steps nobody touched have no row.
 */
export const planSteps = pgTable(
  'plan_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    /** Set for the veteran's own steps only. */
    title: text('title'),
    opensOn: date('opens_on'),
    closesOn: date('closes_on'),
    href: text('href'),
    status: text('status').notNull().default('not-started'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('plan_steps_user_key_unique').on(table.userId, table.stepKey)],
);

/** The 12-month post-separation budget: the veteran's own monthly expenses, in whole dollars. */
export const planBudgets = pgTable('plan_budgets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  expenses: jsonb('expenses').$type<{ label: string; monthly: number }[]>().notNull().default([]),
  /** Other monthly income after separation (retired pay, VA compensation, a spouse's pay), whole dollars. */
  otherIncome: integer('other_income').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Read-only links to the plan for a spouse or caregiver: revocable, expiring, only the token's hash kept. */
export const planShares = pgTable(
  'plan_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
  },
  (table) => [index('plan_shares_user_idx').on(table.userId)],
);

/** Which step reminders were sent, so a reminder goes once however many instances run the batch. */
export const planReminders = pgTable(
  'plan_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    /**
     * The day the reminder was due (a week before the step's date, or the date itself): each goes once, and a moved
     * date reminds again.
     */
    dueOn: date('due_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.stepKey, table.dueOn] })],
);

export type PlanTargetsRow = typeof planTargets.$inferSelect;
export type PlanStepRow = typeof planSteps.$inferSelect;
export type PlanBudgetRow = typeof planBudgets.$inferSelect;
export type PlanShareRow = typeof planShares.$inferSelect;
