import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createRoutes } from '../app/router';
import { sessionUtil } from '../lib/session/get-session';
import { makeStore } from '../stores/store';
import { getAuthToken, setAuthToken } from '../lib/auth-token';
import type { AuthUser } from '@waypoint/shared';
import { makeAuthUser } from './fixtures/auth';

// Route tests wait for lazily loaded chunks, which Vite compiles on first use: seconds on a busy machine, more
// than find*'s default of one second. A find* returns as soon as its element is there; the limit only decides
// how long a real failure takes to report.
configure({ asyncUtilTimeout: 15_000 });

/** The account a signed-in route test runs as, unless it stubs GET /api/me itself. */
export const TEST_USER = makeAuthUser();

export interface RenderRouteOptions {
  /**
   * Signed in (the default): a token is stored (unless the test stored one) and the route guard's session check
   * is answered from the store, so tests of signed-in screens need not stub GET /api/me. Signed out: nothing
   * is prepared, as for a first visit; guard tests stub the check themselves.
   */
  signedIn?: boolean;
  /** The signed-in account (TEST_USER unless given), for a screen that depends on the role. */
  user?: AuthUser;
}

/** Renders the real route table at `path` with the app's providers and a fresh store. */
export function renderRoute(
  path: string,
  { signedIn = true, user: account = TEST_USER }: RenderRouteOptions = {},
) {
  const store = makeStore();
  if (signedIn) {
    setAuthToken(getAuthToken() ?? 'test-token');
    store.dispatch(
      sessionUtil.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: account }]),
    );
  }
  const router = createMemoryRouter(createRoutes({ store }), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, store };
}
