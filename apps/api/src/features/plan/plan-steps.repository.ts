import type { PlanStepStatus } from '@waypoint/shared';
import { and, count, eq, like } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { planSteps, type PlanStepRow } from './plan.schema';

export interface NewCustomStep {
  stepKey: string;
  title: string;
  opensOn: string | null;
  closesOn: string | null;
  href: string | null;
}

/** The `plan_steps` table: statuses the user set on generated steps, and the user's own steps. */
export function createPlanStepsRepository(db: AppDatabase) {
  return {
    async listOf(userId: string): Promise<PlanStepRow[]> {
      return db.select().from(planSteps).where(eq(planSteps.userId, userId));
    },

    async find(userId: string, stepKey: string): Promise<PlanStepRow | undefined> {
      const [row] = await db
        .select()
        .from(planSteps)
        .where(and(eq(planSteps.userId, userId), eq(planSteps.stepKey, stepKey)));
      return row;
    },

    /** Sets a step's status and the moment it changed; a generated step gets its row on the first change. */
    async saveStatus(
      userId: string,
      stepKey: string,
      status: PlanStepStatus,
      changedAt: Date,
    ): Promise<PlanStepRow> {
      const [row] = await db
        .insert(planSteps)
        .values({ userId, stepKey, status, statusChangedAt: changedAt })
        .onConflictDoUpdate({
          target: [planSteps.userId, planSteps.stepKey],
          set: { status, statusChangedAt: changedAt },
        })
        .returning();
      return row!;
    },

    async customCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(planSteps)
        .where(and(eq(planSteps.userId, userId), like(planSteps.stepKey, 'custom:%')));
      return row?.count ?? 0;
    },

    async createCustom(userId: string, step: NewCustomStep): Promise<PlanStepRow> {
      const [row] = await db
        .insert(planSteps)
        .values({ userId, ...step, status: 'not-started' })
        .returning();
      return row!;
    },

    /** Deletes one of the user's own steps; answers whether there was one. */
    async deleteCustom(userId: string, stepKey: string): Promise<boolean> {
      const deleted = await db
        .delete(planSteps)
        .where(
          and(
            eq(planSteps.userId, userId),
            eq(planSteps.stepKey, stepKey),
            like(planSteps.stepKey, 'custom:%'),
          ),
        )
        .returning({ id: planSteps.id });
      return deleted.length > 0;
    },

    async erase(userId: string): Promise<void> {
      await db.delete(planSteps).where(eq(planSteps.userId, userId));
    },
  };
}

export type PlanStepsRepository = ReturnType<typeof createPlanStepsRepository>;
