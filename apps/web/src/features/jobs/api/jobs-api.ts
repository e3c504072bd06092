import { api } from '../../../lib/api-slice';

/** The one api with the saved jobs' cache tag: saving or removing a job reloads the list. */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['SavedJobs'] });
export const SAVED_JOBS_TAG = 'SavedJobs' as const;
