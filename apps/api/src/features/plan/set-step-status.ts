import {
  benefitTypeOfKey,
  PLAN_MESSAGES,
  toIsoDay,
  type BenefitType,
  type PlanStepStatusUpdate,
  type PlanStepView,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { planEvidenceSource } from '../../lib/plan/plan-evidence';
import { getPlan, getPlanStep } from './get-plan';
import { stepNotFound, type PlanDeps } from './plan-context';
import { TO_TRACKER } from './plan-standing';

/**
 * Sets a step of the user's plan: kept with the day it changed (for done, the day the user says they did it). A
 * benefit step has the benefits tracker's status, so it is written there, and a benefit cannot be skipped.
 */
export async function setStepStatus(
  deps: PlanDeps,
  userId: string,
  key: string,
  update: PlanStepStatusUpdate,
): Promise<PlanStepView> {
  const today = toIsoDay(deps.now());
  const step = (await getPlan(deps, userId, today)).steps.find((candidate) => candidate.key === key);
  if (!step) throw stepNotFound();
  const type = benefitTypeOfKey(key);
  if (step.kind === 'benefit' && type) {
    const status = TO_TRACKER[update.status];
    if (!status)
      throw new AppError('VALIDATION', PLAN_MESSAGES.benefitStatus, { status: PLAN_MESSAGES.benefitStatus });
    if (update.doneOn)
      throw new AppError('VALIDATION', PLAN_MESSAGES.benefitDoneOn, { doneOn: PLAN_MESSAGES.benefitDoneOn });
    const tracker = planEvidenceSource(deps.evidence, 'benefits.statuses');
    if (!tracker) throw new Error('The benefits tracker is not registered with the plan.');
    await tracker.write(userId, type as BenefitType, status);
    return getPlanStep(deps, userId, key);
  }
  if (update.doneOn && update.doneOn > today)
    throw new AppError('VALIDATION', PLAN_MESSAGES.doneOnInvalid, { doneOn: PLAN_MESSAGES.doneOnInvalid });
  const changedAt = update.doneOn ? new Date(`${update.doneOn}T00:00:00.000Z`) : deps.now();
  await deps.steps.saveStatus(userId, key, update.status, changedAt);
  return getPlanStep(deps, userId, key);
}
