import { createContext, useContext } from 'react';

/**
 * Starts what a page needs before the app navigates to it: its code and, once a session is stored, the data its
 * first screen shows. Sign-in calls it while the request is in flight and again once the token is known, so the
 * dashboard's chunks and figures arrive alongside the sign-in rather than after it.
 */
export type WarmRoute = (path: string) => void;

/** Given by the layout of the sign-in page (app/layout-routes.tsx); elsewhere it does nothing. */
export const WarmRouteContext = createContext<WarmRoute>(() => {});

export function useWarmRoute(): WarmRoute {
  return useContext(WarmRouteContext);
}
