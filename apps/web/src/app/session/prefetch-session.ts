import type { AuthUser } from '@waypoint/shared';
import { apiRequest } from '../../lib/api-client';
import { getAuthToken } from '../../lib/auth-token';
import { sessionEndpoints, sessionUtil } from '../../lib/session/get-session';
import type { AppStore } from '../../stores/store';

/**
 * The route guard's `GET /api/me`, started as the signed-in area's route loads rather than once its shell has
 * rendered: the session check and the page's own data travel together, not one after the other. An answer
 * already held (sign-in stores the one it got) is not asked for again. Only a live session is kept: on any
 * failure the guard asks itself and shows what it got, as it does without this head start.
 */
export async function prefetchSession(store: AppStore): Promise<void> {
  const token = getAuthToken();
  if (!token || sessionEndpoints.getSession.select()(store.getState()).data) return;
  try {
    const user = await apiRequest<AuthUser>('/me');
    // Signed out or signed in again meanwhile: the answer is someone else's session.
    if (getAuthToken() !== token) return;
    await store.dispatch(sessionUtil.upsertQueryData('getSession', undefined, user));
  } catch {
    // The guard's own check reports it.
  }
}
