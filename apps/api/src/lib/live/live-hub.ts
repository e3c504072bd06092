import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppDatabase, Database } from '../../db/database';
import type { LiveEvent, LiveEventRegistry, LivePublisher, LiveSignals } from './live';
import { transactionHandle, type TransactionScope } from '../transaction';

/** The one NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'waypoint_live';
// NOTIFY refuses payloads of 8000 bytes or more; the envelope adds the user id and the type.
const MAX_PAYLOAD_BYTES = 7_500;
const RECONNECT_DELAY_MS = 2_000;

export type LiveListener = (event: LiveEvent) => void;

/**
 * Streams to close on every instance: those of a session that ended (sign-out, expiry, password change, account
 * deletion; the database's trigger on `sessions` announces each deleted row, migration 0021), or one stream
 * replaced by a newer one of its user (`MAX_STREAMS_PER_USER`).
 */
export interface StreamsEnded {
  kind: 'session' | 'stream';
  id: string;
}

export interface LiveHub extends LivePublisher, LiveSignals {
  /** Starts listening (idempotent); events published before it resolves are not seen here. */
  start(): Promise<void>;
  /** Calls `listener` with every event addressed to `userId`, on any instance, until the returned function runs. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Calls `listener` whenever streams must end (see `StreamsEnded`), announced by any process on the database. */
  onStreamsEnded(listener: (ended: StreamsEnded) => void): () => void;
  /** How many streams this instance holds (for the log and tests). */
  readonly subscriberCount: number;
  stop(): Promise<void>;
}

/**
 * An event for a user's streams (`u`, `t`, `d`), a signal to every instance (`s`), or streams to end (`end`, `id`;
 * the trigger on `sessions` writes this one in SQL).
 */
type Envelope =
  | { u: string; t: string; d: unknown; s?: undefined; end?: undefined }
  | { s: string; end?: undefined }
  | { end: StreamsEnded['kind']; id: string; s?: undefined };

/**
 * Tells every instance (this one included) that `name` happened, e.g. that a cached index must be rebuilt. Inside
 * a transaction it goes out on commit. Works from any process on the database (a command-line import too).
 */
export async function signalInstances(handle: AppDatabase, name: string): Promise<void> {
  await notifyChannel(handle, JSON.stringify({ s: name } satisfies Envelope));
}

/** Ends streams on every instance (inside a transaction, on commit); see `StreamsEnded`. */
export async function endStreams(handle: AppDatabase, ended: StreamsEnded): Promise<void> {
  await notifyChannel(handle, JSON.stringify({ end: ended.kind, id: ended.id } satisfies Envelope));
}

async function notifyChannel(handle: AppDatabase, payload: string): Promise<void> {
  await handle.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Adds `listener` to the set kept under `key`; the returned function removes it (and the set once empty). */
function addListener<L>(sets: Map<string, Set<L>>, key: string, listener: L): () => void {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) sets.delete(key);
  };
}

/**
 * Live events over PostgreSQL LISTEN/NOTIFY: `publish` is a NOTIFY on the app's database (inside the caller's
 * transaction when given one, so it goes out on commit), and each instance LISTENs once and hands events to the
 * streams it holds. PGlite runs LISTEN/NOTIFY in-process, so the embedded mode uses the same path.
 */
export function createLiveHub(options: {
  database: Database;
  registry: LiveEventRegistry;
  log: FastifyBaseLogger;
}): LiveHub {
  const { database, registry, log } = options;
  const subscribers = new Map<string, Set<LiveListener>>();
  const signalListeners = new Map<string, Set<() => void>>();
  const endedListeners = new Set<(ended: StreamsEnded) => void>();
  let listening: Promise<() => Promise<void>> | undefined;

  const runSignal = (name: string) => {
    for (const listener of signalListeners.get(name) ?? []) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error, signal: name }, 'a live signal listener failed');
      }
    }
  };
  // After a reconnection every signal may have been missed while the channel was down: run them all once.
  const resync = () => {
    for (const name of signalListeners.keys()) runSignal(name);
  };

  const deliver = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.s !== undefined) return runSignal(envelope.s);
    if (envelope.end !== undefined) {
      for (const listener of endedListeners) {
        try {
          listener({ kind: envelope.end, id: envelope.id });
        } catch (error) {
          log.warn({ err: error }, 'a live stream ending failed');
        }
      }
      return;
    }
    for (const listener of subscribers.get(envelope.u) ?? []) {
      try {
        listener({ type: envelope.t, data: envelope.d });
      } catch (error) {
        log.warn({ err: error }, 'a live stream listener failed');
      }
    }
  };

  return {
    start() {
      listening ??=
        database.native.driver === 'pglite'
          ? database.native.client.listen(LIVE_CHANNEL, deliver)
          : listenOnPostgres(database, deliver, resync, log);
      return listening.then(() => undefined);
    },
    async publish(userId: string, event: LiveEvent, publishOptions: { transaction?: TransactionScope } = {}) {
      if (!registry.get(event.type)) throw new Error(`Live event "${event.type}" is not registered.`);
      const payload = JSON.stringify({ u: userId, t: event.type, d: event.data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Live event "${event.type}" is too large; send ids, not records.`);
      }
      await notifyChannel(
        publishOptions.transaction ? transactionHandle(publishOptions.transaction) : database.db,
        payload,
      );
    },
    subscribe(userId, listener) {
      return addListener(subscribers, userId, listener);
    },
    onSignal(name, listener) {
      return addListener(signalListeners, name, listener);
    },
    onStreamsEnded(listener) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    get subscriberCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
    async stop() {
      subscribers.clear();
      signalListeners.clear();
      endedListeners.clear();
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}

/**
 * One dedicated connection per instance (a pooled one would be handed back and lose its LISTEN). When it drops,
 * it reconnects, retrying until the database answers again (a restart of PostgreSQL); events published meanwhile
 * are missed, which the contract allows (browsers refetch on reconnect), and `resync` runs every signal once.
 */
async function listenOnPostgres(
  database: Database,
  deliver: (payload: string) => void,
  resync: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.native.driver !== 'postgres') throw new Error('not PostgreSQL');
  const { options } = database.native.pool as unknown as { options: pg.ClientConfig };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, application_name: 'waypoint-live' });
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'live channel connection lost; reconnecting');
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', onLost);
    next.on('end', () => onLost(new Error('the live channel connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          log.info('live channel reconnected');
          resync();
        },
        () => scheduleReconnect(),
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
