import type { BenefitStatus, BenefitType } from '@waypoint/shared';
import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/**
 * What a veteran chose on the tracker: a status set by hand, a checklist item ticked or unticked. Rows are written
 * only by the veteran's own changes. A benefit without a status row shows the rules' mapping, never Completed; an
 * item without a row is not ticked, eligible or not (decision 037).
 */
export const benefitStatuses = pgTable(
  'benefit_statuses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitType: text('benefit_type').$type<BenefitType>().notNull(),
    status: text('status').$type<BenefitStatus>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.benefitType] })],
);

export const benefitChecklistItems = pgTable(
  'benefit_checklist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitType: text('benefit_type').$type<BenefitType>().notNull(),
    completed: boolean('completed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.benefitType] })],
);

export type BenefitStatusRow = typeof benefitStatuses.$inferSelect;
export type BenefitChecklistRow = typeof benefitChecklistItems.$inferSelect;

/**
 * Every deadline reminder sent: one per user, benefit, window (its last day) and threshold (60, 30 or 7 days).
 * Written in the transaction that stores the notification, so the key is what makes a retried run send once.
 */
export const benefitReminders = pgTable(
  'benefit_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitType: text('benefit_type').$type<BenefitType>().notNull(),
    /** The window's last day, `YYYY-MM-DD`: a changed separation date is a new window. */
    windowCloses: date('window_closes', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    /** Days left on the day it went out (the threshold, or fewer when the run came late). */
    daysLeft: integer('days_left').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.benefitType, table.windowCloses, table.threshold] }),
  ],
);

export type BenefitReminderRow = typeof benefitReminders.$inferSelect;
