import { api } from '../../../lib/api-slice';

/** The resume endpoints' cache tag: the list refetches after a resume is created, renamed or deleted. */
export const resumeApi = api.enhanceEndpoints({ addTagTypes: ['Resume'] });
