import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { headerTitles } from './page-titles';
import { isCrisisPath } from './session/crisis-path';

/**
 * The public pages written to HTML at build time (scripts/prerender.mjs) and served as such by the API: readable
 * and with working links before any JavaScript runs, then hydrated when the visitor first uses the page
 * (src/first-use.ts, decision 031).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/crisis-resources',
  '/signin',
  '/register',
  '/reset-password',
  '/privacy',
  '/terms',
] as const;

/**
 * The signed-in pages, written at build time as their loading page (session/status-page.tsx): a page opened from a
 * link shows its title, a skip link and crisis help at once, while the app downloads and checks the session. The
 * crisis page is a public page of the list above.
 */
export const LOADING_PAGE_PATHS = headerTitles
  .map(([route]) => route)
  .filter((route) => !isCrisisPath(route));

/**
 * Loads the lazy route modules that `pathname` matches and puts them on the routes, so the router's first render
 * is the page itself rather than the loading screen: what the prerender writes and what hydration must meet.
 * Returns the hydration state that tells the router the matched loaders already ran (they decide only for a
 * signed-in visitor, who is never hydrated: app/start.tsx renders afresh then).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<HydrationState> {
  const loaderData: Record<string, unknown> = {};
  let matches = matchRoutes(routes, pathname) ?? [];
  // A lazy layout route may bring nothing for its children; one pass per level settles every match.
  while (matches.some(({ route }) => typeof route.lazy === 'function')) {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
    matches = matchRoutes(routes, pathname) ?? [];
  }
  for (const { route } of matches) {
    if (!route.loader) continue;
    if (!route.id) throw new Error(`A prerendered route with a loader needs an id (${pathname})`);
    loaderData[route.id] = null;
  }
  return { loaderData };
}
