import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import { LIVE_STREAM_PATH } from '@waypoint/shared/notifications/notification-centre';
import { currentUser } from './authenticate';

// Below the idle timeouts of common proxies (60 s), so a quiet stream is not cut.
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /api/live`: the signed-in user's Server-Sent Events. The stream carries hints ("your notifications
 * changed"), never records, and holds no state another instance would need (lib/live/live.ts).
 */
export default fp(
  async function liveStream(app: FastifyInstance) {
    const open = new Set<ServerResponse>();

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
        open.add(response);
        const unsubscribe = app.live.subscribe(user.id, (event) => {
          response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
        });
        const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        const close = () => {
          clearInterval(keepAlive);
          unsubscribe();
          open.delete(response);
        };
        request.raw.once('close', close);
        response.once('close', close);
      },
    );

    // Open streams never go idle, so the server would wait for them on shutdown; end them first.
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
      open.clear();
    });
  },
  { name: 'live-stream', dependencies: ['background', 'authenticate'] },
);
