import {
  PLAN_MESSAGES,
  toIsoDay,
  type CareerTargets,
  type IsoDay,
  type PlanPreviewRequest,
  type PlanView,
  type TargetCareer,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { assemblePlan, gatherPlan, type PlanDeps } from './plan-context';

/** The what-if targets: saved ones keep when and where they were chosen; new ones are chosen today, in the plan. */
async function previewTargets(
  { catalogue }: PlanDeps,
  saved: CareerTargets,
  socs: readonly string[],
  today: IsoDay,
): Promise<TargetCareer[]> {
  const shown: TargetCareer[] = [];
  for (const [position, soc] of socs.entries()) {
    const kept = saved.targets.find((target) => target.soc === soc);
    if (kept) {
      shown.push(kept);
      continue;
    }
    const occupation = await catalogue.civilianOccupation(soc);
    if (!occupation)
      throw new AppError('VALIDATION', PLAN_MESSAGES.unknownOccupation, {
        [`targets.${position}`]: PLAN_MESSAGES.unknownOccupation,
      });
    shown.push({
      soc: occupation.soc,
      title: occupation.title,
      summary: occupation.summary,
      salaryRange: occupation.salaryRange,
      salarySource: occupation.salarySource,
      federalSeries: [],
      chosenFrom: 'plan',
      chosenOn: today,
    });
  }
  return shown;
}

/**
 * What if: the plan with another separation date, targets or track. Nothing is saved. The standards stay what
 * the user has done: a target only looked at is not chosen.
 */
export async function previewPlan(
  deps: PlanDeps,
  userId: string,
  request: PlanPreviewRequest,
  today?: IsoDay,
): Promise<PlanView> {
  const day = today ?? toIsoDay(deps.now());
  const facts = await gatherPlan(deps, userId, day, request.separationDate);
  const shown = request.targets
    ? { ...facts.saved, targets: await previewTargets(deps, facts.saved, request.targets, day) }
    : facts.saved;
  return assemblePlan(facts, shown, request.track ?? facts.saved.track, true);
}
