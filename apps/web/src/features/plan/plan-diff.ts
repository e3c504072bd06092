import type { PlanStepView } from '@waypoint/shared/plan/plan-http';
import { formatCount } from '@waypoint/shared/core/quantities';

export interface StepChanges {
  added: PlanStepView[];
  removed: PlanStepView[];
  moved: PlanStepView[];
}

/** How a preview's steps differ from the saved plan's: steps that come, go, or change their dates. */
export function compareSteps(saved: readonly PlanStepView[], preview: readonly PlanStepView[]): StepChanges {
  const before = new Map(saved.map((step) => [step.key, step]));
  const after = new Set(preview.map((step) => step.key));
  const added: PlanStepView[] = [];
  const moved: PlanStepView[] = [];
  for (const step of preview) {
    const old = before.get(step.key);
    if (!old) added.push(step);
    else if (old.window.opens !== step.window.opens || old.window.closes !== step.window.closes)
      moved.push(step);
  }
  return { added, moved, removed: saved.filter((step) => !after.has(step.key)) };
}

/** "3 steps move, 4 new steps, 1 step leaves the plan", or that nothing changes. */
export function changesLine({ added, removed, moved }: StepChanges): string {
  const parts = [
    moved.length > 0 && `${formatCount(moved.length, 'step')} ${moved.length === 1 ? 'moves' : 'move'}`,
    added.length > 0 && `${formatCount(added.length, 'new step')}`,
    removed.length > 0 &&
      `${formatCount(removed.length, 'step')} ${removed.length === 1 ? 'leaves' : 'leave'} the plan`,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : 'No step changes its date.';
}
