import { useSyncExternalStore } from 'react';
import { getAuthToken } from '../../lib/auth-token';

function readSignedIn(): boolean {
  return getAuthToken() !== null;
}

// Another tab signing in or out changes the stored token; follow it.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Whether a sign-in token is stored; public pages only use it to choose link targets. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}
