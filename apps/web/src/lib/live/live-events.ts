import { apiUrl } from '../api-client';
import { getAuthToken, subscribeToSession } from '../auth-token';
import { startLiveConnection, type LiveConnection, type LiveConnectionOptions } from './live-connection';
import type { SseEvent } from './sse-parser';

/** `GET /api/live` under the API base: the signed-in user's Server-Sent Events. */
export const LIVE_STREAM_URL_PATH = '/live';

export interface LiveMessage {
  /** The event's data, read as JSON when it is JSON; null on a resync. */
  data: unknown;
  /**
   * True when the stream came back after a break: events sent meanwhile were lost, so a subscriber that keeps a
   * copy of server data should refetch it.
   */
  resync: boolean;
}

export type LiveHandler = (message: LiveMessage) => void;

type Connect = (options: LiveConnectionOptions) => LiveConnection;

export interface LiveHub {
  /** Calls `handler` for each event named `name`, and on resyncs; returns the unsubscribe. */
  subscribe: (name: string, handler: LiveHandler) => () => void;
}

function readData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * One stream per tab for every feature: open while someone subscribes and a token is stored, closed when the last
 * subscriber leaves or the session ends, reopened with the new token when another person signs in.
 */
export function createLiveHub(connect: Connect = startLiveConnection): LiveHub {
  const handlers = new Map<string, Set<LiveHandler>>();
  let connection: LiveConnection | null = null;
  let connectedToken: string | null = null;
  let stopWatchingSession: (() => void) | null = null;

  const deliver = (name: string, message: LiveMessage) => {
    for (const handler of [...(handlers.get(name) ?? [])]) handler(message);
  };

  const onEvent = ({ event, data }: SseEvent) => deliver(event, { data: readData(data), resync: false });

  const onOpen = (reconnected: boolean) => {
    if (!reconnected) return;
    for (const name of [...handlers.keys()]) deliver(name, { data: null, resync: true });
  };

  const disconnect = () => {
    const current = connection;
    connection = null;
    connectedToken = null;
    current?.stop();
  };

  // Compared with the stored token on every session change: a token refused with a 401 is not tried again until
  // the stored token changes (sign-in) or the stream is wanted afresh.
  const sync = () => {
    const token = handlers.size > 0 ? getAuthToken() : null;
    if (token === connectedToken) return;
    disconnect();
    if (!token) return;
    connectedToken = token;
    const started = connect({
      url: apiUrl(LIVE_STREAM_URL_PATH),
      getToken: getAuthToken,
      onEvent,
      onOpen,
      onStop: () => {
        if (connection === started) connection = null;
      },
    });
    connection = started;
  };

  return {
    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      stopWatchingSession ??= subscribeToSession(sync);
      sync();
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(name) === set) handlers.delete(name);
        if (handlers.size > 0) return;
        stopWatchingSession?.();
        stopWatchingSession = null;
        disconnect();
      };
    },
  };
}

/** The web app's one live stream. */
export const liveHub = createLiveHub();
