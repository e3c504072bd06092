import { getAuthToken } from '../auth-token';

export interface StartOptions {
  /** The root holds a prerendered page (decision 031). */
  prerendered: boolean;
  /** No sign-in token is stored. */
  signedOut: boolean;
  /** The markup is what this visitor gets: hydrate it rather than render afresh. */
  hydrate: boolean;
}

/**
 * A prerendered public page shows a signed-out visitor at its bare address. Hydrated only then: a stored token
 * (the account menu, the shell around crisis help) or a query (?reset=1, ?redirectTo=) renders something else,
 * which replaces the markup instead of fighting it.
 */
export function readStartOptions(container: HTMLElement): StartOptions {
  const prerendered = container.hasAttribute('data-prerendered');
  const signedOut = getAuthToken() === null;
  return { prerendered, signedOut, hydrate: prerendered && signedOut && window.location.search === '' };
}

export function appRoot(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in the page');
  return container;
}

/**
 * Marks the `<fieldset>` around a prerendered form (lib/forms/usable-with-javascript.tsx). The markup has it
 * disabled, so without JavaScript the form cannot be sent; the first-use entry (src/first-use.ts) enables it as
 * soon as the page's script runs, before the app hydrates (decision 031).
 */
export const USABLE_WITH_JAVASCRIPT = 'data-usable-with-javascript';
