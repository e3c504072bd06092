import { api } from '../../../lib/api-slice';

/** The one api with the hub's cache tags: a request, an answer or a message makes the hub load again. */
export const mentorshipApi = api.enhanceEndpoints({ addTagTypes: ['Mentorship', 'MentorshipConversation'] });
export const MENTORSHIP_TAG = 'Mentorship' as const;
export const CONVERSATION_TAG = 'MentorshipConversation' as const;
/** Writes that succeed reload the hub; failures change nothing. */
export const reloadHub = (_result: unknown, error: unknown) => (error ? [] : [MENTORSHIP_TAG]);
