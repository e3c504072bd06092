import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { handOffFromMarkup } from '../components/focus-handoff';
import type { StartOptions } from '../lib/prerender/start-options';
import { setStaticMarkup } from '../lib/prerender/static-markup';
import { Providers } from './providers';
import { loadMatchedRoutes } from './prerendered-pages';
import { createRoutes } from './router';

/**
 * Calls `onCommit` once the app's first render is on the page (for a prerendered page: hydrated). A wrapper with
 * one child, so the tree, and the ids `useId` gives, stay those of the prerender.
 */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Renders the app into the root: hydrating a prerendered page, or afresh (start-options.ts decides which).
 * Settles once the first render is committed: the page's handlers are attached from then on.
 */
export async function startApp(
  container: HTMLElement,
  { prerendered, signedOut, hydrate }: StartOptions,
): Promise<void> {
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
  let onCommit = () => {};
  const committed = new Promise<void>((resolve) => (onCommit = resolve));
  const app = (
    <StrictMode>
      <FirstCommit onCommit={onCommit}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </FirstCommit>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    // A signed-in page's HTML is its loading page (decision 050): the app's first view replaces it, keeping focus.
    handOffFromMarkup(container);
    createRoot(container).render(app);
  }
  return committed;
}
