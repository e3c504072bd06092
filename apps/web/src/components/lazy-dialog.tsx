import { lazy, Suspense, useState, type ComponentType } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A dialog whose code (its form, validation and the libraries under them) downloads when it first opens rather
 * than with the page: most visits never open it. Until then nothing renders; while the chunk comes, a spinner in
 * the middle of the screen; from then on the dialog stays mounted, so it closes with its transition and gives
 * focus back to the button that opened it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the dialog shows, for dialogs opened by something else than an `open` prop. */
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense
        fallback={
          <CircularProgress
            aria-label="Loading"
            sx={{ position: 'fixed', top: '50%', left: '50%', ml: '-20px', mt: '-20px', zIndex: 'modal' }}
          />
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  };
}
