import type { BenefitStatus, BenefitType } from '@waypoint/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { benefitChecklistItems, benefitStatuses } from './benefits.schema';

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

    async deleteByUserId(userId: string): Promise<void> {
      await db.delete(benefitStatuses).where(eq(benefitStatuses.userId, userId));
      await db.delete(benefitChecklistItems).where(eq(benefitChecklistItems.userId, userId));
    },
  };
}

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
