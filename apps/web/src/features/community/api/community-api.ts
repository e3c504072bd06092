import { api } from '../../../lib/api-slice';

/**
 * The one api with the circles' cache tags: a join, post, pin, delete or decision reloads what it changed.
 * Lists reload on the live event `community.circle-changed` (hooks/use-circle-live-updates.ts) and when the
 * window regains focus.
 */
export const communityApi = api.enhanceEndpoints({ addTagTypes: ['Circles', 'CirclePosts', 'CircleQueue'] });
export const CIRCLES_TAG = 'Circles' as const;
export const POSTS_TAG = 'CirclePosts' as const;
export const QUEUE_TAG = 'CircleQueue' as const;

/** The tags of one circle's posts and queue. */
export const postsOf = (circleId: string) => ({ type: POSTS_TAG, id: circleId });
export const queueOf = (circleId: string) => ({ type: QUEUE_TAG, id: circleId });
export const circleTag = (circleId: string) => ({ type: CIRCLES_TAG, id: circleId });
