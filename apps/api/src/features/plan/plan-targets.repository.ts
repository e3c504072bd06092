import type { PlanTrack } from '@waypoint/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { planTargets, type PlanTargetsRow, type StoredTarget } from './plan.schema';

/** The `plan_targets` table: one row of targets and track per account. */
export function createPlanTargetsRepository(db: AppDatabase) {
  return {
    async find(userId: string): Promise<PlanTargetsRow | undefined> {
      const [row] = await db.select().from(planTargets).where(eq(planTargets.userId, userId));
      return row;
    },

    async save(userId: string, targets: StoredTarget[], track: PlanTrack): Promise<PlanTargetsRow> {
      const [row] = await db
        .insert(planTargets)
        .values({ userId, targets, track })
        .onConflictDoUpdate({ target: planTargets.userId, set: { targets, track, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    async erase(userId: string): Promise<void> {
      await db.delete(planTargets).where(eq(planTargets.userId, userId));
    },
  };
}

export type PlanTargetsRepository = ReturnType<typeof createPlanTargetsRepository>;
