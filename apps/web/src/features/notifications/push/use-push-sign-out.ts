import { useEffect } from 'react';
import { getAuthToken, subscribeToSession } from '../../../lib/auth-token';
import { unsubscribeThisBrowser } from './web-push';

/**
 * Ends this browser's push subscription when the session ends here, so the next person to use this device is not
 * shown the last one's notifications. The token is already gone then, so the server is not told; the push service
 * refuses the dead endpoint at the next send, which tells it.
 */
export function usePushSignOut(): void {
  useEffect(() => {
    let signedIn = getAuthToken() !== null;
    // Once per sign-out: clearing the session changes the token and the name, each telling every listener.
    return subscribeToSession(() => {
      const wasSignedIn = signedIn;
      signedIn = getAuthToken() !== null;
      if (wasSignedIn && !signedIn) void unsubscribeThisBrowser().catch(() => undefined);
    });
  }, []);
}
