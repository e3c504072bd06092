import { AUTH_MESSAGES, type SignInRequest } from '@waypoint/shared';
import { SIGNED_IN_HOME } from '../../lib/redirect-to';
import type { AppStore } from '../../stores/store';
import { fetchVeteranProfile } from '../../stores/veteran-profile';
import { signIn } from './api/sign-in';
import { startSession } from './start-session';

/** Its empty state is the form that creates the profile. */
const PROFILE_PATH = '/profile';

/**
 * Signs in through the store the sign-in page loads when its form is used (this module comes with it, decision
 * 031), starts the session and says where to go: back to the page asked for, else the dashboard (spec).
 * Someone whose profile was never created (e-mail verified after registration, or its profile step failed) is
 * led to /profile to finish it instead of a dashboard with nothing to show. A failed look-up does not hold them up.
 */
export async function signInAndChooseDestination(
  store: AppStore,
  request: SignInRequest,
  redirectTo: string | null,
): Promise<string> {
  const { token, user } = await store.dispatch(signIn.initiate(request)).unwrap();
  if (!token) throw new Error(AUTH_MESSAGES.signInFailed);
  startSession(store.dispatch, token, user);
  const wanted = redirectTo ?? SIGNED_IN_HOME;
  if (redirectTo && redirectTo !== SIGNED_IN_HOME) return wanted;
  const action = await store.dispatch(fetchVeteranProfile(user.id));
  const noProfile = fetchVeteranProfile.fulfilled.match(action) && action.payload === null;
  return noProfile ? PROFILE_PATH : wanted;
}
