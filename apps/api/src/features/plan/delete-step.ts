import { PLAN_MESSAGES } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { getPlan } from './get-plan';
import { stepNotFound, type PlanDeps } from './plan-context';

/** Deletes one of the user's own steps. A step Waypoint made stays: it can be skipped, not deleted. */
export async function deleteStep(deps: PlanDeps, userId: string, key: string): Promise<void> {
  if (key.startsWith('custom:')) {
    if (!(await deps.steps.deleteCustom(userId, key))) throw stepNotFound();
    return;
  }
  const plan = await getPlan(deps, userId);
  if (plan.steps.some((step) => step.key === key))
    throw new AppError('BAD_REQUEST', PLAN_MESSAGES.generatedStepDelete);
  throw stepNotFound();
}
