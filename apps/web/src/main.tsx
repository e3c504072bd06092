import './lib/zod-config';
import { getAuthToken } from './lib/auth-token';

// The entry stays this small: the app (React, the router, MUI) is app/start.tsx. A prerendered page that reads
// and links without JavaScript and has no field to type into (decision 031) loads it only when the visitor
// first does something on the page; every other page loads it at once (index.html preloads it).
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A prerendered public page shows a signed-out visitor at its bare address. Hydrated only then: a stored token
// (the account menu, the shell around crisis help) or a query (?reset=1, ?redirectTo=) renders something else,
// which replaces the markup instead of fighting it.
const prerendered = container.hasAttribute('data-prerendered');
const signedOut = getAuthToken() === null;
const hydrate = prerendered && signedOut && window.location.search === '';

const start = () =>
  import('./app/start').then(({ startApp }) => startApp(container, { prerendered, signedOut, hydrate }));

/** What counts as the visitor starting to use the page: then the app comes, before they reach a form. */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;

// Already scrolled (a reload half-way down) or sent to a section (/#contact): the visitor is using the page.
const inUse = window.scrollY > 0 || window.location.hash !== '';
if (hydrate && container.hasAttribute('data-hydrate-on-first-use') && !inUse) {
  const onFirstUse = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
    void start();
  };
  for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
} else {
  void start();
}
