import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import type { AppStore } from '../stores/store';

interface StoreLayoutProps {
  store: AppStore;
  /** Defaults to the child route. */
  children?: ReactNode;
}

/**
 * The Redux store around the pages that use it (auth pages and the signed-in shell). A layout rather than a
 * root provider, so Redux Toolkit loads with those pages and stays out of the public pages' download.
 */
export function StoreLayout({ store, children }: StoreLayoutProps) {
  return <Provider store={store}>{children ?? <Outlet />}</Provider>;
}
