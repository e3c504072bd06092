import { listPlanShares } from './list-plan-shares';
import type { PlanSharesDeps } from './plan-shares-context';
import { readSharedPlan } from './read-shared-plan';
import { revokePlanShare } from './revoke-plan-share';
import { sharePlan } from './share-plan';

/** Sharing the plan read-only with a spouse or caregiver: one operation per file, bound to the same deps. */
export function createPlanSharesService(bound: PlanSharesDeps) {
  const bind =
    <A extends unknown[], R>(operation: (deps: PlanSharesDeps, ...args: A) => R) =>
    (...args: A) =>
      operation(bound, ...args);
  return {
    share: bind(sharePlan),
    list: bind(listPlanShares),
    revoke: bind(revokePlanShare),
    read: bind(readSharedPlan),
  };
}

export type PlanSharesService = ReturnType<typeof createPlanSharesService>;
