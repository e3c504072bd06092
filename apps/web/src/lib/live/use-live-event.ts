import { useEffect, useEffectEvent } from 'react';
import { liveHub, type LiveHandler, type LiveHub } from './live-events';

/**
 * Runs `handler` for each live event named `name` while the component is mounted (and on resyncs after a break
 * in the stream, see `LiveMessage`). Mounting the first subscriber opens the tab's stream.
 */
export function useLiveEvent(name: string, handler: LiveHandler, hub: LiveHub = liveHub): void {
  const onMessage = useEffectEvent(handler);
  useEffect(() => hub.subscribe(name, (message) => onMessage(message)), [hub, name]);
}
