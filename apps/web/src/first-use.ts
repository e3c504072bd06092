import './lib/zod-config';
import { appRoot, readStartOptions } from './lib/prerender/start-options';

// The entry of the prerendered pages that read and link without JavaScript and have no field to type into
// (decision 031, HYDRATED_ON_FIRST_USE): a few hundred bytes at load; the app (React, the router, MUI) comes when
// the visitor first does something on the page, before they could reach the contact form below the fold.
const container = appRoot();
const options = readStartOptions(container);
const start = () => import('./app/start').then(({ startApp }) => startApp(container, options));

/** What counts as the visitor starting to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;

// Signed in or with a query, the page is rendered afresh at once; already scrolled (a reload half-way down) or
// sent to a section (/#contact), the visitor is using the page.
if (!options.hydrate || window.scrollY > 0 || window.location.hash !== '') {
  void start();
} else {
  const onFirstUse = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
    void start();
  };
  for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
}
