import { CAREER_TARGETS_TAG, careerTargetsApi } from '../../../stores/career-targets/career-targets-api';

/**
 * The one api with the dashboard's cache tags: writing or retiring an announcement reloads both lists; the figures
 * follow a new target career too (the plan's progress names it).
 */
export const dashboardApi = careerTargetsApi.enhanceEndpoints({
  addTagTypes: ['Dashboard', 'Announcements'],
});
export { CAREER_TARGETS_TAG };
export const DASHBOARD_TAG = 'Dashboard' as const;
export const ANNOUNCEMENTS_TAG = 'Announcements' as const;
