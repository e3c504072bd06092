import { CIRCLE_CHANGED_EVENT } from '@waypoint/shared/community/community-limits';
import { useLiveEvent } from '../../../lib/live/use-live-event';
import { useAppDispatch } from '../../../stores/hooks';
import {
  CIRCLES_TAG,
  circleTag,
  communityApi,
  POSTS_TAG,
  postsOf,
  QUEUE_TAG,
  queueOf,
} from '../api/community-api';

/**
 * Reloads what changed in a circle as soon as the server says so (`community.circle-changed` on the live
 * stream): its posts, its queue and its card. After a break in the stream everything reloads, since events sent
 * meanwhile were lost.
 */
export function useCircleLiveUpdates(): void {
  const dispatch = useAppDispatch();
  useLiveEvent(CIRCLE_CHANGED_EVENT, (message) => {
    const circleId = (message.data as { circleId?: unknown } | null)?.circleId;
    dispatch(
      communityApi.util.invalidateTags(
        !message.resync && typeof circleId === 'string'
          ? [circleTag(circleId), postsOf(circleId), queueOf(circleId), CIRCLES_TAG]
          : [CIRCLES_TAG, POSTS_TAG, QUEUE_TAG],
      ),
    );
  });
}
