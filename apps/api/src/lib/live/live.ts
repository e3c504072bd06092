import type { TransactionScope } from '../transaction';
import { createRegistry, type Registry } from '../registry';

/*
 * Live updates: Server-Sent Events to signed-in browsers, fanned out across instances by PostgreSQL
 * LISTEN/NOTIFY. This module is the contract and the event registry only; the stream endpoint and the fan-out
 * arrive with the notifications issue. They must guarantee:
 * - `publish` is a NOTIFY on the app's database: a browser connected to any instance receives events published on
 *   any other. Published inside a transaction, the event goes out only when it commits.
 * - Each instance LISTENs on one connection and writes to its own open streams; the open streams are the only
 *   process-local state, and losing them (a restart) loses nothing but the connection, which the browser reopens.
 * - Best effort, no replay: an event is a hint to refetch, never the only copy of data. Payloads stay small
 *   (NOTIFY carries at most 8000 bytes), so events carry ids, not records.
 * - A user receives only events addressed to them.
 * - A stream lives no longer than its session: it closes within a second of the session ending, on whichever
 *   instance holds it (the end is announced on the same channel), and a user holds at most
 *   `MAX_STREAMS_PER_USER` streams, counted in `live_streams` across instances.
 */

/** Open streams one user may hold across all instances; opening one more closes their oldest (decision 036). */
export const MAX_STREAMS_PER_USER = 5;

export interface LiveEventType {
  /** `<feature>.<event>`, unique across the app; the SSE `event:` field. */
  name: string;
  description: string;
}

export interface LiveEvent {
  /** A registered event type's name. */
  type: string;
  /** JSON; small, see above. */
  data: unknown;
}

/** What features will call to push an event (`app.live`, with the notifications issue). */
export interface LivePublisher {
  /** Rejects for an unregistered type or an oversized payload. */
  publish(userId: string, event: LiveEvent, options?: { transaction?: TransactionScope }): Promise<void>;
}

/**
 * Instance-wide signals (`app.live.onSignal`, sent with `signalInstances` from `live-hub.ts`): "something every
 * instance caches has changed", e.g. the occupation index after an import. Same channel, no user, no data.
 */
export interface LiveSignals {
  /**
   * Calls `listener` whenever `name` is signalled from any process on the database, and once after the channel
   * reconnects (a signal may have been missed meanwhile), until the returned function runs.
   */
  onSignal(name: string, listener: () => void): () => void;
}

/** Where features declare the events they publish (`app.liveEvents.register({ name, description })`). */
export type LiveEventRegistry = Registry<LiveEventType>;

export function createLiveEventRegistry(): LiveEventRegistry {
  return createRegistry<LiveEventType>('Live event');
}
