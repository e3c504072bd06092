import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { readUntil } from '../../test/sse';

describe('GET /api/live', () => {
  it('streams the signed-in user’s events as Server-Sent Events', async () => {
    const app = await buildTestApp();
    const { headers, token } = await signUpAndSignIn(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    await readUntil(reader, ': connected');

    // Marking everything read tells every open stream of the user to refetch.
    const marked = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers });
    expect(marked.statusCode).toBe(204);
    const received = await readUntil(reader, 'event: notifications.changed');
    expect(received).toContain('event: notifications.changed\ndata: {}\n\n');
    controller.abort();
  });
});
