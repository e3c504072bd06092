import { computeBudget, PLAN_NOTES, type CareerTargets, type PlanBudget } from '@waypoint/shared';
import type { PlanDeps } from './plan-context';
import type { PlanBudgetRow } from './plan.schema';

/** The budget against the first target's national wage range, with what the figures leave out said plainly. */
export function budgetView(row: PlanBudgetRow | undefined, saved: CareerTargets): PlanBudget {
  const target = saved.targets[0];
  const expenses = row?.expenses ?? [];
  const otherIncome = row?.otherIncome ?? 0;
  const wages = target ? target.salaryRange : null;
  const notes: string[] = [target ? PLAN_NOTES.nationalWages : PLAN_NOTES.noTarget];
  if (wages && (wages.low === '#' || wages.high === '#')) notes.push(PLAN_NOTES.topCoded);
  if (wages && (wages.low === '*' || wages.high === '*')) notes.push(PLAN_NOTES.wageMarker);
  return {
    expenses,
    otherIncome,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    target: target
      ? { soc: target.soc, title: target.title, wages: target.salaryRange, wageSource: target.salarySource }
      : null,
    figures: computeBudget({ expenses, otherIncome, wages }),
    notes,
  };
}

/** The user's 12-month budget (empty until first saved). */
export async function getBudget({ budgets, targets }: PlanDeps, userId: string): Promise<PlanBudget> {
  const [row, saved] = await Promise.all([budgets.find(userId), targets.forUser(userId)]);
  return budgetView(row, saved);
}
