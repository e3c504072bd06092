import './lib/zod-config';
import { appRoot, readStartOptions, USABLE_WITH_JAVASCRIPT } from './lib/prerender/start-options';

// The entry of every prerendered public page (decision 031): a few hundred bytes at load; the app (React, the
// router, MUI) comes when the visitor first does something on the page. The page reads and its links work
// before that; its forms are usable at once and the app takes over what was typed when it hydrates.
const container = appRoot();
const options = readStartOptions(container);
let started: Promise<void> | null = null;
let hydrated = false;
let appFailed = false;
const start = () => {
  started ??= import('./app/start')
    .then(({ startApp }) => startApp(container, options))
    .then(
      () => {
        hydrated = true;
        window.removeEventListener('submit', holdSubmit, true);
      },
      (error: unknown) => {
        // The app did not come (a dropped connection; the browser reports the failed download): the page still
        // reads. Importing it again cannot help, since the browser keeps a module's failed download for the page's
        // life (Chromium does); the next submit reloads the page instead (holdSubmit).
        appFailed = true;
        throw error;
      },
    );
  return started;
};
const startQuietly = () => void start().catch(() => undefined);

/** What counts as the visitor starting to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;

/**
 * A form sent before the app has hydrated (Enter in a field, or a tap on its button while the app downloads)
 * is held, and sent again through the app's own handler once it has: the browser never sends it by itself.
 */
function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (hydrated || !(form instanceof HTMLFormElement) || !container.contains(form)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (appFailed) {
    // A fresh page downloads the app again; the browser puts back what was typed in its text fields (not a password).
    window.location.reload();
    return;
  }
  const submitter = event.submitter;
  start().then(
    () => {
      if (!form.isConnected) return;
      form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
    },
    () => undefined,
  );
}

// Signed in or with a query, the page is rendered afresh at once (its forms stay disabled until then); already
// scrolled (a reload half-way down) or sent to a section (/#contact), the visitor is using the page.
if (!options.hydrate || window.scrollY > 0 || window.location.hash !== '') {
  startQuietly();
} else {
  for (const fieldset of container.querySelectorAll<HTMLFieldSetElement>(`[${USABLE_WITH_JAVASCRIPT}]`)) {
    fieldset.disabled = false;
  }
  window.addEventListener('submit', holdSubmit, true);
  const onFirstUse = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, true);
    startQuietly();
  };
  for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
}
