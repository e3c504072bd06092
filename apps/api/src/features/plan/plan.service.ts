import type {
  IsoDay,
  PlanBudgetUpdate,
  PlanCustomStepCreate,
  PlanPreviewRequest,
  PlanProgress,
  PlanStepStatusUpdate,
} from '@waypoint/shared';
import { addStep } from './add-step';
import { deleteStep } from './delete-step';
import { getBudget } from './get-budget';
import { getPlan } from './get-plan';
import type { PlanDependencies } from './plan-context';
import { previewPlan } from './preview-plan';
import { saveBudget } from './save-budget';
import { setStepStatus } from './set-step-status';

export type { PlanDependencies } from './plan-context';

/**
 * The transition plan: the dated steps generated from the separation date, the benefit windows and the targets;
 * the statuses the user set; the Career Readiness Standards met from evidence only; the 12-month budget. Other
 * parts of the plan feature (the calendar, the printable page, shared links) show `view(userId)`.
 */
export function createPlanService(deps: PlanDependencies) {
  return {
    view: (userId: string, today?: IsoDay) => getPlan(deps, userId, today),
    preview: (userId: string, request: PlanPreviewRequest, today?: IsoDay) =>
      previewPlan(deps, userId, request, today),
    setStepStatus: (userId: string, key: string, update: PlanStepStatusUpdate) =>
      setStepStatus(deps, userId, key, update),
    addStep: (userId: string, input: PlanCustomStepCreate) => addStep(deps, userId, input),
    deleteStep: (userId: string, key: string) => deleteStep(deps, userId, key),
    budget: (userId: string) => getBudget(deps, userId),
    saveBudget: (userId: string, input: PlanBudgetUpdate) => saveBudget(deps, userId, input),

    /** The dashboard's figure: steps done, standards met, the first target's title. */
    async progress(userId: string): Promise<PlanProgress & { target: string | null }> {
      const plan = await getPlan(deps, userId);
      return { ...plan.progress, target: plan.targets.targets[0]?.title ?? null };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
