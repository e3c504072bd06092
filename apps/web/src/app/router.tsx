import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { getAuthToken } from '../lib/auth-token';
import { createLayoutRoutes } from './layout-routes';
import { LoadingPage } from './session/status-page';
import type { AppStore } from '../stores/store';

type PageModule = { default: ComponentType };

/** Every screen is its own chunk: the landing page must not download the shell or the signed-in screens. */
const lazyPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

// /career/job-search and /jobs are the same screen (spec route table).
const jobsPage = lazyPage(() => import('../features/jobs/jobs-page'));

/**
 * Sign-in and registration have nothing for someone already signed in: on to the dashboard (or the page asked
 * for). A loader, so it is decided as the page opens, never while the page itself stores a new token.
 */
async function skipWhenSignedIn({ request }: LoaderFunctionArgs) {
  // Loaded beside the page's chunk, which uses it too, rather than in the entry (decision 011).
  const { signedInRedirectFor } = await import('../lib/redirect-to');
  const target = signedInRedirectFor(new URL(request.url).search);
  return target ? redirect(target) : null;
}

/**
 * While the first screen's chunks download: a page already, with the skip link first and crisis help, so a Tab
 * pressed at once has somewhere to go; focus moves on with the page that replaces it (focus-handoff.ts).
 */
function InitialLoad() {
  return <LoadingPage status="Loading…" />;
}

/** What a route starts before its page renders: the data its first screen shows (see `startingLoader`). */
type Prefetch = (() => void) & {
  /** Only the code that starts it: sign-in loads it with the page, before a session is stored. */
  preload?: () => void;
};
interface PrefetchHandle {
  prefetch?: Prefetch;
}

/**
 * A loader that starts the route's data and returns at once: the request runs beside the page's chunks instead of
 * after its first render, and the page never waits on the loader (it shows its own loading state).
 */
const startingLoader = (prefetch: Prefetch) => () => {
  prefetch();
  return null;
};

/** The route's prefetch as a loader, and as its handle for sign-in to start early (`warmMatches`). */
const prefetching = (prefetch: Prefetch) => ({
  loader: startingLoader(prefetch),
  handle: { prefetch } satisfies PrefetchHandle,
});

/** The chunks of every route `path` matches, and the data they start, before the app navigates there. */
function warmMatches(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => {});
    const prefetch = (route.handle as PrefetchHandle | undefined)?.prefetch;
    prefetch?.preload?.();
    prefetch?.();
  }
}

const shellPages = (prefetchDashboard: Prefetch): RouteObject[] => [
  {
    path: '/dashboard',
    ...prefetching(prefetchDashboard),
    lazy: lazyPage(() => import('../features/dashboard/dashboard-page')),
  },
  { path: '/plan', lazy: lazyPage(() => import('../features/plan/plan-page')) },
  { path: '/community', lazy: lazyPage(() => import('../features/community/community-page')) },
  { path: '/community/:circleId', lazy: lazyPage(() => import('../features/community/circle-page')) },
  { path: '/mentorship', lazy: lazyPage(() => import('../features/mentorship/mentorship-page')) },
  { path: '/resume', lazy: lazyPage(() => import('../features/resume/resume-page')) },
  {
    path: '/career/interview-coach',
    lazy: lazyPage(() => import('../features/interview/interview-page')),
  },
  { path: '/career/job-search', lazy: jobsPage },
  { path: '/jobs', lazy: jobsPage },
  { path: '/career/translate', lazy: lazyPage(() => import('../features/careers/translate-page')) },
  { path: '/benefits', lazy: lazyPage(() => import('../features/benefits/benefits-page')) },
  { path: '/documents', lazy: lazyPage(() => import('../features/documents/documents-page')) },
  { path: '/wellness', lazy: lazyPage(() => import('../features/wellness/wellness-page')) },
  { path: '/profile', lazy: lazyPage(() => import('../features/profiles/profile-page')) },
  {
    path: '/notifications',
    lazy: lazyPage(() => import('../features/notifications/notifications-page')),
  },
  { path: '/crisis-resources', lazy: lazyPage(() => import('../features/crisis/crisis-page')) },
];

export interface CreateRoutesOptions {
  /** Tests pass their own store; otherwise each router creates one when a page that needs it first loads. */
  store?: AppStore;
}

// No errorElement anywhere on purpose: the spec wants React Router's default error screen
// ("Unexpected Application Error!" with the error text).
export function createRoutes({ store }: CreateRoutesOptions = {}): RouteObject[] {
  const layouts = createLayoutRoutes(store, (path) => warmMatches(routes, path));
  /** With a session stored: the store, then `start(store)` from its own chunk; nothing otherwise. */
  const withStore = <Module,>(
    load: () => Promise<Module>,
    start: (module: Module, store: AppStore) => unknown,
  ): Prefetch =>
    Object.assign(
      () => {
        if (!getAuthToken()) return;
        Promise.all([load(), layouts.loadStore()])
          .then(([module, appStore]) => start(module, appStore))
          // The page asks for its data itself when it renders, and shows the failure there.
          .catch(() => {});
      },
      { preload: () => void load().catch(() => {}) },
    );
  const prefetchSession = withStore(
    () => import('./session/prefetch-session'),
    (module, appStore) => module.prefetchSession(appStore),
  );
  const prefetchDashboard = withStore(
    () => import('../features/dashboard/api/prefetch-dashboard'),
    (module, appStore) => module.prefetchDashboard(appStore),
  );
  const routes: RouteObject[] = [
    {
      HydrateFallback: InitialLoad,
      children: [
        // Public pages without the Redux store (see store-layout.tsx); on the landing page (landing-route.tsx)
        // it comes with the contact form, below the fold.
        { path: '/', lazy: layouts.landingPage },
        { path: '/privacy', lazy: lazyPage(() => import('../features/legal/privacy-page')) },
        { path: '/terms', lazy: lazyPage(() => import('../features/legal/terms-page')) },
        {
          // Sign-in and the reset request load no store with the page: it comes when the form is first used.
          element: layouts.storeLoaderLayout,
          children: [
            {
              // Ids: a prerendered page's hydration names its loaders (prerendered-pages.ts).
              id: 'signin',
              path: '/signin',
              loader: skipWhenSignedIn,
              lazy: lazyPage(() => import('../features/auth/sign-in-page')),
            },
            { path: '/reset-password', lazy: lazyPage(() => import('../features/auth/reset-password-page')) },
          ],
        },
        {
          lazy: layouts.storeLayout,
          children: [
            {
              id: 'register',
              path: '/register',
              loader: skipWhenSignedIn,
              lazy: lazyPage(() => import('../features/auth/register-page')),
            },
            // A share link's page: for recipients without an account, signed in or not.
            { path: '/shared', lazy: lazyPage(() => import('../features/documents/shared-document-page')) },
            // A shared transition plan: read-only, for a spouse or caregiver without an account.
            { path: '/plan/shared', lazy: lazyPage(() => import('../features/plan/shared-plan-page')) },
            {
              path: '/reset-password/complete',
              lazy: lazyPage(() => import('../features/auth/reset-password-complete-page')),
            },
          ],
        },
        {
          // The signed-in shell behind the route guard (decision 013 §3). Signed out, /crisis-resources is
          // shown in the public frame instead: see shell-gate.tsx. Signed in, its loader starts the guard's
          // session check while the chunks download (an id: /crisis-resources is prerendered).
          id: 'shell',
          loader: startingLoader(prefetchSession),
          lazy: layouts.shellGate,
          children: shellPages(prefetchDashboard),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
  return routes;
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
