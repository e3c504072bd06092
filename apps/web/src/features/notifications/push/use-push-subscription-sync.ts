import { useCallback, useState } from 'react';
import type { ChannelStatus } from '@waypoint/shared/notifications/notification-preferences';
import { useDeletePushSubscriptionMutation } from '../api/delete-push-subscription';
import { useSavePushSubscriptionMutation } from '../api/save-push-subscription';
import { PUSH_NOTES, type PushNote } from './push-note';
import {
  pushSupported,
  requestPushPermission,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './web-push';

/**
 * Keeps this browser's Web Push subscription in line with the saved push switch, where the server can push at all:
 * on, it asks permission, subscribes through the service worker and sends the subscription; off, it unsubscribes
 * and tells the server. Where push is not configured nothing is registered and nobody is asked.
 */
export function usePushSubscriptionSync() {
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [deleteSubscription] = useDeletePushSubscriptionMutation();
  const [note, setNote] = useState<PushNote | null>(null);

  /**
   * Call from the Save click itself, before any await (the permission prompt needs the person's gesture); returns
   * what to run once the preferences are saved.
   */
  const begin = useCallback(
    (pushOn: boolean, status: ChannelStatus): (() => Promise<void>) => {
      const publicKey = status.push === 'configured' ? status.pushPublicKey : null;
      if (!publicKey) return async () => undefined;
      if (!pushOn) {
        return async () => {
          setNote(null);
          const endpoint = await unsubscribeThisBrowser().catch(() => null);
          if (endpoint)
            await deleteSubscription({ endpoint })
              .unwrap()
              .catch(() => undefined);
        };
      }
      if (!pushSupported()) return async () => setNote(PUSH_NOTES.unsupported);
      const permission = requestPushPermission();
      return async () => {
        if ((await permission) !== 'granted') return setNote(PUSH_NOTES.denied);
        try {
          await saveSubscription(await subscribeThisBrowser(publicKey)).unwrap();
          setNote(PUSH_NOTES.subscribed);
        } catch {
          setNote(PUSH_NOTES.failed);
        }
      };
    },
    [deleteSubscription, saveSubscription],
  );

  return { note, begin };
}
