import { api } from '../../lib/api-slice';

/**
 * The one api with the target careers' cache tag. Every answer built from the veteran's targets (the plan, the
 * default job search, resume suggestions, mentor and circle ranking, the dashboard) provides this tag, so choosing
 * or removing a target asks each of them again.
 */
export const CAREER_TARGETS_TAG = 'CareerTargets' as const;
export const careerTargetsApi = api.enhanceEndpoints({ addTagTypes: [CAREER_TARGETS_TAG] });

/** What the target controls say when a request fails without a message of its own. */
export const CAREER_TARGETS_STORE_MESSAGES = {
  fetch: 'We could not load your target careers.',
  update: 'We could not save your target careers. Please try again.',
} as const;
