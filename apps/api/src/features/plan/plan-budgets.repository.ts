import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { planBudgets, type PlanBudgetRow } from './plan.schema';

/** The `plan_budgets` table: one 12-month budget per account. */
export function createPlanBudgetsRepository(db: AppDatabase) {
  return {
    async find(userId: string): Promise<PlanBudgetRow | undefined> {
      const [row] = await db.select().from(planBudgets).where(eq(planBudgets.userId, userId));
      return row;
    },

    async save(
      userId: string,
      budget: { expenses: { label: string; monthly: number }[]; otherIncome: number },
    ): Promise<PlanBudgetRow> {
      const [row] = await db
        .insert(planBudgets)
        .values({ userId, ...budget })
        .onConflictDoUpdate({ target: planBudgets.userId, set: { ...budget, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    async erase(userId: string): Promise<void> {
      await db.delete(planBudgets).where(eq(planBudgets.userId, userId));
    },
  };
}

export type PlanBudgetsRepository = ReturnType<typeof createPlanBudgetsRepository>;
