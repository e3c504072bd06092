import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Props for a form that starts the downloads its submit needs (`prepare`) when it is first focused. A
 * prerendered form hydrates on first use, usually a tap into one of its fields (decision 031): focus is already
 * inside when the app arrives, so the form prepares once it is hydrated too.
 */
export function usePrepareOnFocus<TElement extends HTMLElement>(prepare: () => void) {
  const ref = useRef<TElement>(null);
  const prepareNow = useEffectEvent(prepare);
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) prepareNow();
  }, []);
  return { ref, onFocus: prepare };
}
