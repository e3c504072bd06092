import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { loadMatchedRoutes } from './app/prerendered-pages';
import { createRoutes } from './app/router';
import { getAuthToken } from './lib/auth-token';
import { setStaticMarkup } from './lib/prerender/static-markup';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A prerendered public page (decision 031) shows a signed-out visitor at its bare address. Hydrated only then:
// a stored token (the account menu, the shell around crisis help) or a query (?reset=1, ?redirectTo=) renders
// something else, which replaces the markup instead of fighting it.
const prerendered = container.hasAttribute('data-prerendered');
const signedOut = getAuthToken() === null;
const hydrate = prerendered && signedOut && window.location.search === '';
setStaticMarkup(hydrate);

const routes = createRoutes();

function start(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (hydrate && container) hydrateRoot(container, app);
  else if (container) createRoot(container).render(app);
}

// With markup on screen, the page's modules load before the first render, so the loading screen never
// replaces it; otherwise the router shows the loading screen while they download.
if (prerendered) {
  void loadMatchedRoutes(routes, window.location.pathname).then((state) =>
    // Signed in, the loaders must run (sign-in sends on to the dashboard).
    start(signedOut ? state : undefined),
  );
} else {
  start();
}
