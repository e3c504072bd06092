import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_STREAM_PATH } from '@waypoint/shared/notifications/notification-centre';
import { systemClock } from '../../lib/clock';
import { MAX_STREAMS_PER_USER } from '../../lib/live/live';
import { createLiveStreamsRepository } from '../../lib/live/live-streams.repository';
import type { LiveSession } from '../../lib/sessions/sessions.service';
import { currentUser } from './authenticate';

// Below the idle timeouts of common proxies (60 s), so a quiet stream is not cut.
const KEEP_ALIVE_MS = 25_000;
// setTimeout's longest wait; a longer session end is reached in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Run on every instance after its live channel reconnects (announcements may have been missed meanwhile). */
export const STREAMS_RECHECK_SIGNAL = 'live.streams-recheck';

interface OpenStream {
  id: string;
  sessionId: string;
  /** Ends the response; `replaced`: a newer stream of the user took its place. */
  close(reason: 'session-ended' | 'replaced' | 'shutdown'): void;
}

/**
 * `GET /api/live`: the signed-in user's Server-Sent Events. The stream carries hints ("your notifications
 * changed"), never records, and holds no state another instance would need (lib/live/live.ts).
 *
 * It lives no longer than its session (decision 036): the end of a session (sign-out, password change or reset,
 * account deletion, the sweep) is announced by the database to every instance, and its idle or absolute time-out
 * is met by a timer set to the session's end, which asks again (other requests move the idle end) and ends the
 * session when it has timed out. A user holds at most `MAX_STREAMS_PER_USER` streams on all instances together
 * (`live_streams`); a new one closes the oldest, telling its browser to wait before it reconnects.
 */
export default fp(
  async function liveStream(app: FastifyInstance) {
    const open = new Map<string, OpenStream>();
    const streams = createLiveStreamsRepository(app.database.db);

    const closeWhere = (match: (stream: OpenStream) => boolean, reason: 'session-ended' | 'replaced') => {
      for (const stream of [...open.values()].filter(match)) stream.close(reason);
    };
    app.live.onStreamsEnded(({ kind, id }) =>
      kind === 'session'
        ? closeWhere((stream) => stream.sessionId === id, 'session-ended')
        : closeWhere((stream) => stream.id === id, 'replaced'),
    );
    // Announcements missed while the channel was down: a stream whose row is gone was ended meanwhile.
    app.live.onSignal(STREAMS_RECHECK_SIGNAL, () => {
      const ids = [...open.keys()];
      streams.stillOpen(ids).then(
        (still) => closeWhere((stream) => !still.has(stream.id), 'session-ended'),
        (error: unknown) => app.log.warn({ err: error }, 'could not recheck the open live streams'),
      );
    });

    app.get(
      LIVE_STREAM_PATH,
      {
        schema: {
          tags: ['live'],
          summary: "The signed-in user's live events (Server-Sent Events; send the bearer token as usual)",
          // A stream that never ends is no request/answer operation for the document (or its fuzz test).
          hide: true,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const session = request.authSession!;
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        // The browser waits this long before reconnecting after a drop.
        response.write('retry: 3000\n: connected\n\n');

        let closed = false;
        let expiry: NodeJS.Timeout | undefined;
        const stream: OpenStream = {
          id: randomUUID(),
          sessionId: session.id,
          close: (reason) => {
            if (closed) return;
            // Replaced by a newer stream: its browser would take the place back at once and replace another.
            if (reason === 'replaced') response.write('retry: 30000\n: replaced by a newer stream\n\n');
            end(response);
            cleanUp();
          },
        };
        const unsubscribe = app.live.subscribe(user.id, (event) => {
          response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
        });
        const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        const cleanUp = () => {
          if (closed) return;
          closed = true;
          clearInterval(keepAlive);
          clearTimeout(expiry);
          unsubscribe();
          open.delete(stream.id);
          streams.close(stream.id).catch(() => undefined);
        };
        const watch = (current: LiveSession) => {
          const wait = Math.min(Math.max(0, current.endsAt.getTime() - Date.now()), MAX_TIMER_MS);
          expiry = setTimeout(() => {
            app.sessions.recheck(current.id, systemClock.now()).then(
              (check) => {
                if (closed) return;
                if (check.status === 'valid') watch(check.session);
                else stream.close('session-ended');
              },
              (error: unknown) => {
                app.log.warn({ err: error }, 'could not recheck a live stream’s session');
                if (!closed) watch({ id: current.id, endsAt: new Date(Date.now() + 5_000) });
              },
            );
          }, wait);
        };
        request.raw.once('close', cleanUp);
        response.once('close', cleanUp);
        open.set(stream.id, stream);
        watch(session);
        try {
          await streams.open({ id: stream.id, userId: user.id, sessionId: session.id }, MAX_STREAMS_PER_USER);
          // Gone before its row was written: the row goes too.
          if (closed) await streams.close(stream.id);
        } catch (error) {
          // The session ended between the check and now (its row is gone): so does the stream.
          app.log.info({ err: error }, 'a live stream opened as its session ended');
          stream.close('session-ended');
        }
      },
    );

    // Open streams never go idle, so the server would wait for them on shutdown; end them first.
    app.addHook('preClose', async () => {
      for (const stream of open.values()) stream.close('shutdown');
      open.clear();
    });
  },
  { name: 'live-stream', dependencies: ['background', 'authenticate'] },
);

function end(response: ServerResponse): void {
  if (!response.writableEnded) response.end();
}
