import { AUTH_MESSAGES, type SignInRequest } from '@waypoint/shared';
import { SIGNED_IN_HOME } from '../../lib/redirect-to';
import { sessionUtil } from '../../lib/session/get-session';
import type { AppStore } from '../../stores/store';
import { getProfile } from '../../stores/profiles/api/get-profile';
import { signIn } from './api/sign-in';
import { startSession } from './start-session';

/** Its empty state is the form that creates the profile. */
const PROFILE_PATH = '/profile';

/**
 * Signs in through the store the sign-in page loads when its form is used (this module comes with it, decision
 * 031), starts the session and says where to go: back to the page asked for, else the dashboard (spec).
 * Someone whose profile was never created (e-mail verified after registration, or its profile step failed) is
 * led to /profile to finish it instead of a dashboard with nothing to show. A failed look-up does not hold them up.
 * The dashboard's figures are asked for (`onSignedIn`) while the profile is looked up, not after.
 */
export async function signInAndChooseDestination(
  store: AppStore,
  request: SignInRequest,
  redirectTo: string | null,
  /** Called with the destination once the session is stored, so its data can start before the navigation. */
  onSignedIn: (destination: string) => void = () => {},
): Promise<string> {
  const { token, user } = await store.dispatch(signIn.initiate(request)).unwrap();
  if (!token) throw new Error(AUTH_MESSAGES.signInFailed);
  startSession(store.dispatch, token, user);
  // The answer names the session's account as GET /api/me would: the route guard need not ask again.
  store.dispatch(sessionUtil.upsertQueryData('getSession', undefined, user));
  const wanted = redirectTo ?? SIGNED_IN_HOME;
  onSignedIn(wanted);
  if (redirectTo && redirectTo !== SIGNED_IN_HOME) return wanted;
  // Read into the one profile cache, where the page that opens next finds it.
  const lookup = store.dispatch(getProfile.initiate(user.id));
  const { data: profile } = await lookup;
  lookup.unsubscribe();
  return profile === null ? PROFILE_PATH : wanted;
}
