import { getAuthToken } from '../../../lib/auth-token';
import type { AppStore } from '../../../stores/store';
import { getDashboard } from './get-dashboard';

/**
 * An answer this recent counts as current when the page opens: sign-in fetches the figures while it checks the
 * profile, then navigates, and the route's loader must not ask again. Any later visit asks afresh.
 */
export const DASHBOARD_FRESH_SECONDS = 2;

/**
 * `GET /api/dashboard` started from the route (its loader, or sign-in warming it) rather than after the page has
 * rendered: the page's chunks and its one request download together. Nothing is started without a session; a
 * request already running is not sent twice.
 */
export function prefetchDashboard(store: AppStore): void {
  if (!getAuthToken()) return;
  store.dispatch(
    getDashboard.initiate(undefined, { subscribe: false, forceRefetch: DASHBOARD_FRESH_SECONDS }),
  );
}
