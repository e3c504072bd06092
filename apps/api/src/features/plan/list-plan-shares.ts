import type { PlanShareList } from '@waypoint/shared/plan/plan-shares';
import type { Actor } from '../../lib/actor';
import { toPlanShare, type PlanSharesDeps } from './plan-shares-context';

/** The veteran's shares that still work, newest first. */
export async function listPlanShares(deps: PlanSharesDeps, actor: Actor): Promise<PlanShareList> {
  return { shares: (await deps.shares.listActive(actor.id, deps.now())).map(toPlanShare) };
}
