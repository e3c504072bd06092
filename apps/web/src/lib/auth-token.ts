// The spec keeps sign-in state in localStorage under these exact keys (SPEC-DECISIONS 12).
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_NAME_KEY = 'user_name';

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
}

export function getAuthToken(): string | null {
  return read(AUTH_TOKEN_KEY) || null;
}

export function setAuthToken(token: string): void {
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
export function clearSession(): void {
  write(AUTH_TOKEN_KEY, null);
  write(USER_NAME_KEY, null);
}
