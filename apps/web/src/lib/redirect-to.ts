import { sessionEndHere } from './auth-token';

export const SIGN_IN_PATH = '/signin';
export const REDIRECT_PARAM = 'redirectTo';
/** Where a deleted account's last page goes: sign-in, which says the account is gone. */
export const ACCOUNT_DELETED_PATH = `${SIGN_IN_PATH}?accountDeleted=1`;

/** Where the guard sends a signed-out visitor: sign-in, remembering the page (path and query) they asked for. */
export function signInPathFor({ pathname, search }: { pathname: string; search: string }): string {
  return `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Where the route guard sends someone without a session: after a sign-out in this tab plain /signin (the spec's
 * sign-out target), after the account was deleted here sign-in with that note (every guard agrees on it while
 * the shell unmounts), otherwise sign-in with the way back.
 */
export function guardRedirectFor(location: { pathname: string; search: string }): string {
  const ended = sessionEndHere();
  if (ended === 'account-deleted') return ACCOUNT_DELETED_PATH;
  return ended ? SIGN_IN_PATH : signInPathFor(location);
}

/**
 * The `redirectTo` to follow after sign-in, or null. Only a path on this site: it starts with one "/" (not "//"
 * or "/\", which browsers read as another host), has no control characters, and is not sign-in itself.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const { pathname } = new URL(value, 'http://waypoint.invalid');
  return pathname === SIGN_IN_PATH ? null : value;
}
