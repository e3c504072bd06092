import type { BenefitStatus, BenefitType } from '@waypoint/shared';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/**
 * What a veteran chose on the tracker: a status set by hand, a checklist item ticked or unticked. A benefit
 * without a row shows what the rules say (the spec's mapping; an item starts completed when eligible).
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
