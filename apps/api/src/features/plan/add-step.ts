import { randomUUID } from 'node:crypto';
import {
  PLAN_MESSAGES,
  PLAN_STEP_LIMITS,
  planCustomStepCreateSchema,
  type PlanCustomStepCreate,
  type PlanStepView,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { getPlanStep } from './get-plan';
import type { PlanDeps } from './plan-context';

/** A step of the user's own, with its dates and the Waypoint page where it is done; at most so many. */
export async function addStep(
  deps: PlanDeps,
  userId: string,
  input: PlanCustomStepCreate,
): Promise<PlanStepView> {
  const step = planCustomStepCreateSchema.parse(input);
  if ((await deps.steps.customCount(userId)) >= PLAN_STEP_LIMITS.customMax)
    throw new AppError('VALIDATION', PLAN_MESSAGES.tooManySteps);
  const row = await deps.steps.createCustom(userId, {
    stepKey: `custom:${randomUUID()}`,
    title: step.title,
    opensOn: step.opens ?? null,
    closesOn: step.closes ?? null,
    href: step.href ?? null,
  });
  return getPlanStep(deps, userId, row.stepKey);
}
