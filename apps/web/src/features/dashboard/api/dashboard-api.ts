import { api } from '../../../lib/api-slice';

/** The one api with the dashboard's cache tags: writing or retiring an announcement reloads both lists. */
export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'Announcements'] });
export const DASHBOARD_TAG = 'Dashboard' as const;
export const ANNOUNCEMENTS_TAG = 'Announcements' as const;
