// The spec keeps sign-in state in localStorage under these exact keys (SPEC-DECISIONS 12).
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_NAME_KEY = 'user_name';

/** Dispatched on window whenever this tab stores or clears the token or the name. */
export const USER_CHANGED_EVENT = 'waypoint:user-changed';

/** Shown until a signed-in user's name is stored. */
export const PLACEHOLDER_USER_NAME = 'Veteran User';

// Storage can throw (disabled cookies, some private modes); treat that as "nothing stored".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the session simply does not persist.
  }
  // The 'storage' event only reaches other tabs; this one tells the current tab's readers.
  window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

/** Calls `onChange` when the token or the name changes, in this tab or another. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(USER_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(USER_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function getAuthToken(): string | null {
  return read(AUTH_TOKEN_KEY) || null;
}

/** Why the session ended in this tab: a sign-out, or the account was deleted. */
export type SessionEnd = 'signed-out' | 'account-deleted';

// Set when the session ends in this tab: the guards then send the person to sign-in without the way back to the
// page they were on (that would greet the next person on this device with someone else's last page).
let endedHere: SessionEnd | null = null;

export function setAuthToken(token: string): void {
  endedHere = null;
  write(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  write(AUTH_TOKEN_KEY, null);
}

/** The stored display name, or the placeholder when none (or only blanks) is stored. */
export function getUserName(): string {
  return read(USER_NAME_KEY)?.trim() || PLACEHOLDER_USER_NAME;
}

export function setUserName(name: string): void {
  write(USER_NAME_KEY, name.trim());
}

/** Sign-out on this device: forget the token and the name so the next person sees neither. */
export function clearSession(reason: SessionEnd = 'signed-out'): void {
  endedHere = reason;
  forgetStaleSession();
}

/** The server no longer knows the token (expired, revoked): forget it and the name, as at sign-out. */
export function forgetStaleSession(): void {
  write(AUTH_TOKEN_KEY, null);
  write(USER_NAME_KEY, null);
}

/** How the session ended in this tab, if it did (since the last sign-in). */
export function sessionEndHere(): SessionEnd | null {
  return endedHere;
}
