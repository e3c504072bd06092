import type { BenefitStatus, BenefitType } from '@waypoint/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import {
  benefitChecklistItems,
  benefitReminders,
  benefitStatuses,
  type BenefitReminderRow,
} from './benefits.schema';

export type NewBenefitReminder = Omit<BenefitReminderRow, 'sentAt'>;

export function createBenefitsRepository(db: AppDatabase) {
  return {
    async statusesOf(userId: string) {
      return db.select().from(benefitStatuses).where(eq(benefitStatuses.userId, userId));
    },

    async checklistOf(userId: string) {
      return db.select().from(benefitChecklistItems).where(eq(benefitChecklistItems.userId, userId));
    },

    async saveStatus(userId: string, benefitType: BenefitType, status: BenefitStatus): Promise<void> {
      await db
        .insert(benefitStatuses)
        .values({ userId, benefitType, status })
        .onConflictDoUpdate({
          target: [benefitStatuses.userId, benefitStatuses.benefitType],
          set: { status, updatedAt: sql`now()` },
        });
    },

    async saveChecklistItem(userId: string, benefitType: BenefitType, completed: boolean): Promise<void> {
      await db
        .insert(benefitChecklistItems)
        .values({ userId, benefitType, completed })
        .onConflictDoUpdate({
          target: [benefitChecklistItems.userId, benefitChecklistItems.benefitType],
          set: { completed, updatedAt: sql`now()` },
        });
    },

    async remindersOf(userId: string) {
      return db.select().from(benefitReminders).where(eq(benefitReminders.userId, userId));
    },

    /** The benefits these users marked Completed, in one query. */
    async completedOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: benefitStatuses.userId, benefitType: benefitStatuses.benefitType })
        .from(benefitStatuses)
        .where(and(inArray(benefitStatuses.userId, [...userIds]), eq(benefitStatuses.status, 'Completed')));
    },

    /** The reminders these users were sent for windows closing on or after `closingFrom`, in one query. */
    async remindersSince(userIds: readonly string[], closingFrom: string) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: benefitReminders.userId,
          benefitType: benefitReminders.benefitType,
          windowCloses: benefitReminders.windowCloses,
          threshold: benefitReminders.threshold,
        })
        .from(benefitReminders)
        .where(
          and(
            inArray(benefitReminders.userId, [...userIds]),
            gte(benefitReminders.windowCloses, closingFrom),
          ),
        );
    },

    /** Records reminders; answers the ones that were new (a reminder already recorded is not sent again). */
    async recordReminders(rows: readonly NewBenefitReminder[]): Promise<NewBenefitReminder[]> {
      if (rows.length === 0) return [];
      return db
        .insert(benefitReminders)
        .values([...rows])
        .onConflictDoNothing()
        .returning({
          userId: benefitReminders.userId,
          benefitType: benefitReminders.benefitType,
          windowCloses: benefitReminders.windowCloses,
          threshold: benefitReminders.threshold,
          daysLeft: benefitReminders.daysLeft,
        });
    },

    async deleteByUserId(userId: string): Promise<void> {
      await db.delete(benefitStatuses).where(eq(benefitStatuses.userId, userId));
      await db.delete(benefitChecklistItems).where(eq(benefitChecklistItems.userId, userId));
      await db.delete(benefitReminders).where(eq(benefitReminders.userId, userId));
    },
  };
}

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
