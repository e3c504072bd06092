import { toIsoDay, type IsoDay, type PlanStepView, type PlanView } from '@waypoint/shared';
import { assemblePlan, gatherPlan, stepNotFound, type PlanDeps } from './plan-context';

/** The user's plan on a day (today by default): what the web app, the calendar and the printable page show. */
export async function getPlan(deps: PlanDeps, userId: string, today?: IsoDay): Promise<PlanView> {
  const facts = await gatherPlan(deps, userId, today ?? toIsoDay(deps.now()));
  return assemblePlan(facts, facts.saved, facts.saved.track, false);
}

/** One step of the user's plan today, as the plan shows it; 404 when the plan has no step with that key. */
export async function getPlanStep(deps: PlanDeps, userId: string, key: string): Promise<PlanStepView> {
  const step = (await getPlan(deps, userId)).steps.find((candidate) => candidate.key === key);
  if (!step) throw stepNotFound();
  return step;
}
