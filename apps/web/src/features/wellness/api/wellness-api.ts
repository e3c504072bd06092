import { api } from '../../../lib/api-slice';

/** The one api with the hub's cache tag: a write that changes the stats makes the overview load again. */
export const wellnessApi = api.enhanceEndpoints({ addTagTypes: ['Wellness'] });
export const WELLNESS_TAG = 'Wellness' as const;
