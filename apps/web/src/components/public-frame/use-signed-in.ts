import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeToSession } from '../../lib/auth-token';

function readSignedIn(): boolean {
  return getAuthToken() !== null;
}

/** Whether a sign-in token is stored (followed across tabs and sign-in/out in this one). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, readSignedIn, () => false);
}
