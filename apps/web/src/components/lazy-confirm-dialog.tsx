import { lazyDialog } from './lazy-dialog';

/**
 * The confirmation dialog (confirm-dialog.tsx) for screens that show only the button that opens it: the dialog's
 * code downloads when it first opens (decision 033), then stays mounted to close with its transition and hand
 * focus back to that button.
 */
export const LazyConfirmDialog = lazyDialog(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);
