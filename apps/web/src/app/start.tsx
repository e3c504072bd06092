import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { StartOptions } from '../lib/prerender/start-options';
import { setStaticMarkup } from '../lib/prerender/static-markup';
import { Providers } from './providers';
import { loadMatchedRoutes } from './prerendered-pages';
import { createRoutes } from './router';

/** Renders the app into the root: hydrating a prerendered page, or afresh (start-options.ts decides which). */
export async function startApp(container: HTMLElement, { prerendered, signedOut, hydrate }: StartOptions) {
  setStaticMarkup(hydrate);
  const routes = createRoutes();
  let hydrationData: HydrationState | undefined;
  // With markup on screen, the page's modules load before the first render, so the loading screen never
  // replaces it; otherwise the router shows the loading screen while they download.
  if (prerendered) {
    const state = await loadMatchedRoutes(routes, window.location.pathname);
    // Signed in, the loaders must run (sign-in sends on to the dashboard).
    if (signedOut) hydrationData = state;
  }
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
