import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth.schema';

/**
 * The open live streams (`GET /api/live`) of every instance, so the per-user limit holds across the cluster
 * (lib/live/live.ts). A row goes with its stream's close, its session (cascade) or its account; one left by a
 * crashed instance counts until its session ends, and as the oldest it is the first one a new stream replaces.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // The statement's clock, not the transaction's: streams opened in one burst still have an order.
    openedAt: timestamp('opened_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('live_streams_user_opened_idx').on(table.userId, table.openedAt),
    index('live_streams_session_idx').on(table.sessionId),
  ],
);
