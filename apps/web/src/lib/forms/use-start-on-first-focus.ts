import { useEffect, useEffectEvent } from 'react';

/**
 * The app's one "start on first focus": runs `start` (the downloads a form's submit needs: its schema, the store,
 * the call it makes) when focus first enters one of the elements `within` gives, and at once when focus is
 * already inside as the component mounts (a prerendered form hydrates on first use, usually a tap into one of its
 * fields: decision 031). Once `start` has settled well it runs no more; if it fails (a dropped download), the next
 * focus tries again. `null` starts nothing.
 *
 * It only loads code: the fields are the form's own from their first render, so nothing typed meanwhile waits
 * for it (what is typed before the app itself has come is taken over when it hydrates: `useSchemaForm`).
 */
export function useStartOnFirstFocus(
  start: (() => Promise<unknown>) | null,
  within: () => Iterable<Element>,
): void {
  const run = useEffectEvent(() => start?.());
  const isWithin = useEffectEvent(
    (target: EventTarget | null) =>
      target instanceof Node && [...within()].some((element) => element.contains(target)),
  );
  const enabled = start !== null;
  useEffect(() => {
    if (!enabled) return undefined;
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const onFocusIn = (event: FocusEvent) => {
      if (isWithin(event.target)) attempt();
    };
    const stop = () => document.removeEventListener('focusin', onFocusIn);
    const attempt = () => {
      if (state !== 'waiting') return;
      state = 'running';
      new Promise((resolve) => resolve(run())).then(
        () => {
          state = 'done';
          stop();
        },
        () => {
          state = 'waiting';
        },
      );
    };
    document.addEventListener('focusin', onFocusIn);
    if (isWithin(document.activeElement)) attempt();
    return () => {
      state = 'done';
      stop();
    };
  }, [enabled]);
}
