import { planBudgetUpdateSchema, type PlanBudget, type PlanBudgetUpdate } from '@waypoint/shared';
import { budgetView } from './get-budget';
import type { PlanDeps } from './plan-context';

/** Saves the whole budget (replacing the last) and answers it with its figures. */
export async function saveBudget(
  { budgets, targets }: PlanDeps,
  userId: string,
  input: PlanBudgetUpdate,
): Promise<PlanBudget> {
  const budget = planBudgetUpdateSchema.parse(input);
  const row = await budgets.save(userId, budget);
  return budgetView(row, await targets.forUser(userId));
}
