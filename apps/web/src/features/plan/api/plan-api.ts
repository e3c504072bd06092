import { CAREER_TARGETS_TAG, careerTargetsApi } from '../../../stores/career-targets/career-targets-api';

/**
 * The one api with the plan's cache tags: a change to a step asks the plan again, a saved budget the budget.
 * Both are built from the target careers too, so they provide the targets' tag and follow a new target.
 */
export const PLAN_TAG = 'Plan' as const;
export const PLAN_BUDGET_TAG = 'PlanBudget' as const;
export const planApi = careerTargetsApi.enhanceEndpoints({ addTagTypes: [PLAN_TAG, PLAN_BUDGET_TAG] });
export { CAREER_TARGETS_TAG };
