import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppDatabase, Database } from '../../db/database';
import type { LiveEvent, LiveEventRegistry, LivePublisher } from './live';

/** The one NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'waypoint_live';
// NOTIFY refuses payloads of 8000 bytes or more; the envelope adds the user id and the type.
const MAX_PAYLOAD_BYTES = 7_500;
const RECONNECT_DELAY_MS = 2_000;

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub extends LivePublisher {
  /** Starts listening (idempotent); events published before it resolves are not seen here. */
  start(): Promise<void>;
  /** Calls `listener` with every event addressed to `userId`, on any instance, until the returned function runs. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** How many streams this instance holds (for the log and tests). */
  readonly subscriberCount: number;
  stop(): Promise<void>;
}

interface Envelope {
  u: string;
  t: string;
  d: unknown;
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
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
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
          : listenOnPostgres(database, deliver, log);
      return listening.then(() => undefined);
    },
    async publish(userId: string, event: LiveEvent, publishOptions: { transaction?: AppDatabase } = {}) {
      if (!registry.get(event.type)) throw new Error(`Live event "${event.type}" is not registered.`);
      const payload = JSON.stringify({ u: userId, t: event.type, d: event.data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Live event "${event.type}" is too large; send ids, not records.`);
      }
      const handle = publishOptions.transaction ?? database.db;
      await handle.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    },
    subscribe(userId, listener) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    get subscriberCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
    async stop() {
      subscribers.clear();
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}

/**
 * One dedicated connection per instance (a pooled one would be handed back and lose its LISTEN). When it drops,
 * it reconnects; events published meanwhile are missed, which the contract allows (browsers refetch on reconnect).
 */
async function listenOnPostgres(
  database: Database,
  deliver: (payload: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.native.driver !== 'postgres') throw new Error('not PostgreSQL');
  const { options } = database.native.pool as unknown as { options: pg.ClientConfig };
  let client: pg.Client | undefined;
  let closed = false;

  // Retries until the server answers again (a PostgreSQL restart can take longer than one delay).
  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => log.info('live channel listening again'),
        (error: unknown) => {
          log.warn({ err: error }, 'live channel still unreachable; retrying');
          reconnectLater();
        },
      );
    }, RECONNECT_DELAY_MS).unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, application_name: 'waypoint-live' });
    let lost = false;
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) deliver(message.payload);
    });
    // An error or a plain end (the server shut down); a failed connect rejects `connect()` instead.
    const dropped = (error?: Error) => {
      if (closed || lost || client !== next) return;
      lost = true;
      client = undefined;
      log.warn({ err: error }, 'live channel connection lost; reconnecting');
      void next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
