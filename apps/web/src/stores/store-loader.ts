import { createContext, useContext } from 'react';
import type { AppStore } from './store';

/** Resolves to the route table's one store, creating it (and downloading Redux Toolkit) on the first call. */
export type LoadStore = () => Promise<AppStore>;

/**
 * Given by the layout of the public pages that send through the API without showing anything from the store
 * (sign-in, password reset): they load it only when the visitor starts to use the form (decision 031).
 */
export const StoreLoaderContext = createContext<LoadStore | null>(null);

export function useStoreLoader(): LoadStore {
  const loadStore = useContext(StoreLoaderContext);
  if (!loadStore) throw new Error('useStoreLoader needs a StoreLoaderContext provider above it');
  return loadStore;
}
