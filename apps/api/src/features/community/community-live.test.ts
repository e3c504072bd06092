import { CIRCLE_CHANGED_EVENT } from '@waypoint/shared/community/community';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../test/helper';
import { communityApp, join, postOk, PUBLIC_CIRCLE, signedIn } from './test/community-requests';
import { readUntil } from '../../test/sse';

const frame = (change: string) =>
  `event: ${CIRCLE_CHANGED_EVENT}\ndata: ${JSON.stringify({ circleId: PUBLIC_CIRCLE, change })}\n\n`;

describe(`live circle updates across two API instances on one database (${testDriver})`, () => {
  it('a post made on one instance, then its deletion, reach an SSE client of the other', async () => {
    const one = await communityApp();
    const other = await communityApp();
    const author = await signedIn(one);
    const reader = await signedIn(one);
    const moderator = await signedIn(one, 'moderator');
    await join(one, author, PUBLIC_CIRCLE);
    await join(one, reader, PUBLIC_CIRCLE);

    const address = await other.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/live`, {
      headers: reader.headers,
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const stream = response.body!.getReader();
    await readUntil(stream, ': connected');

    const { post } = await postOk(one, author, PUBLIC_CIRCLE, 'Hello from the other instance');
    expect(await readUntil(stream, frame('post'))).toContain(frame('post'));
    const deleted = await one.inject({
      method: 'DELETE',
      url: `/api/community/posts/${post.id}`,
      headers: moderator.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await readUntil(stream, frame('delete'))).toContain(frame('delete'));
    controller.abort();
  });
});
