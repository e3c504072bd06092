import { useSyncExternalStore } from 'react';

/**
 * Whether the first render reproduces markup that was prerendered at build time: while prerendering, and in a
 * browser that hydrates a prerendered page (app/start.tsx sets it before the first render). Components that would
 * otherwise defer part of their first render (the landing page's sections below the fold) render everything
 * then, so the prerendered page is whole and hydration meets the same tree.
 */
let staticMarkup = typeof document === 'undefined';

export function hasStaticMarkup(): boolean {
  return staticMarkup;
}

export function setStaticMarkup(value: boolean): void {
  staticMarkup = value;
}

const noSubscription = () => () => {};

/**
 * False while the page is prerendered markup not yet hydrated (in the build's render and the hydrating render:
 * React reads the server snapshot then, and renders again with the browser's once hydrated); true for a page
 * rendered in the browser from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
