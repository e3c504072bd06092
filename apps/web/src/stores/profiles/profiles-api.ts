import { api } from '../../lib/api-slice';

/**
 * The one api with the veteran profile's cache tag. The signed-in account has one profile, so one tag names it:
 * a write that changes the profile without answering with it invalidates the tag and the profile is asked again.
 */
export const PROFILE_TAG = 'Profile' as const;
export const profilesApi = api.enhanceEndpoints({ addTagTypes: [PROFILE_TAG] });

/** The spec's store fallbacks (§8): what a failure says when it carries no message of its own. */
export const PROFILE_STORE_MESSAGES = {
  fetch: 'Failed to fetch veteran profile',
  create: 'Failed to create veteran profile',
  update: 'Failed to update veteran profile',
  delete: 'Failed to delete veteran profile',
} as const;
