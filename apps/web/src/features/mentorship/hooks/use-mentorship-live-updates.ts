import { MENTORSHIP_EVENTS } from '@waypoint/shared/mentorship/mentorship-limits';
import { useLiveEvent } from '../../../lib/live/use-live-event';
import { useAppDispatch } from '../../../stores/hooks';
import { CONVERSATION_TAG, MENTORSHIP_TAG, mentorshipApi } from '../api/mentorship-api';

/**
 * Reloads the hub when requests change and a conversation when a message arrives, as the server announces them
 * on the live stream; after a break in the stream, both reload.
 */
export function useMentorshipLiveUpdates(): void {
  const dispatch = useAppDispatch();
  useLiveEvent(MENTORSHIP_EVENTS.changed, () => {
    dispatch(mentorshipApi.util.invalidateTags([MENTORSHIP_TAG]));
  });
  useLiveEvent(MENTORSHIP_EVENTS.message, (message) => {
    const mentorshipId = (message.data as { mentorshipId?: unknown } | null)?.mentorshipId;
    dispatch(
      mentorshipApi.util.invalidateTags(
        !message.resync && typeof mentorshipId === 'string'
          ? [MENTORSHIP_TAG, { type: CONVERSATION_TAG, id: mentorshipId }]
          : [MENTORSHIP_TAG, CONVERSATION_TAG],
      ),
    );
  });
}
