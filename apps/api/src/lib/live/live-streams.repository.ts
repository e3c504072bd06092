import { inArray, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { liveStreams } from '../../db/live-streams.schema';
import { LIVE_CHANNEL } from './live-hub';

/** `live_streams`: which streams are open, cluster-wide, to hold the per-user limit (lib/live/live.ts). */
export function createLiveStreamsRepository(db: AppDatabase) {
  return {
    /**
     * Records an opening stream and, in the same statement, ends the user's oldest ones beyond `max` (their rows
     * deleted, their end announced to every instance); answers the ids it ended. Rejects when the session is
     * already gone (foreign key), so a stream never outlives a session that ended while it opened.
     */
    async open(stream: { id: string; userId: string; sessionId: string }, max: number): Promise<string[]> {
      // The other parts of the statement see the table as it was before the insert (which runs whether or not
      // it is read): of those, the newest max - 1 stay.
      const result = (await db.execute(sql`
        with opened as (
          insert into ${liveStreams} (id, user_id, session_id)
          values (${stream.id}, ${stream.userId}, ${stream.sessionId})
          returning id
        ), surplus as (
          select id from ${liveStreams} where user_id = ${stream.userId}
          order by opened_at desc, id desc offset ${max - 1}
        ), ended as (
          delete from ${liveStreams} where id in (select id from surplus) returning id
        )
        select ended.id::text as id,
          pg_notify(${LIVE_CHANNEL}, json_build_object('end', 'stream', 'id', ended.id::text)::text)
        from ended
      `)) as unknown as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    },

    async close(id: string): Promise<void> {
      await db.delete(liveStreams).where(eq(liveStreams.id, id));
    },

    /** Which of these streams are still recorded (the others were ended while this instance was not listening). */
    async stillOpen(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: liveStreams.id })
        .from(liveStreams)
        .where(inArray(liveStreams.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** How many streams a user holds on all instances (tests). */
    async countFor(userId: string): Promise<number> {
      return db.$count(liveStreams, eq(liveStreams.userId, userId));
    },
  };
}

export type LiveStreamsRepository = ReturnType<typeof createLiveStreamsRepository>;
