import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/auth';
import { circleMembers, circlePostReports, circlePosts } from './community.schema';
import { communityApp, join, postOk, PUBLIC_CIRCLE, signedIn } from './test/community-requests';

describe("community circles in the person's data", () => {
  it('"Download my data" holds their memberships, posts and reports; "Delete my account" erases them only', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const sam = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    await join(app, sam, PUBLIC_CIRCLE);
    const { post } = await postOk(app, alex, PUBLIC_CIRCLE, 'My own words');
    const kept = (await postOk(app, sam, PUBLIC_CIRCLE, 'Sam stays')).post;
    await app.inject({
      method: 'POST',
      url: `/api/community/posts/${kept.id}/reports`,
      headers: alex.headers,
      payload: { reason: 'Off topic' },
    });

    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: alex.headers,
    });
    const part = exported.json<{ parts: Record<string, unknown> }>().parts['community.circles'];
    expect(part).toEqual({
      memberships: [
        expect.objectContaining({ circle: 'Transition Support Circle', role: 'member', status: 'joined' }),
      ],
      posts: [
        expect.objectContaining({
          circle: 'Transition Support Circle',
          content: 'My own words',
          deletedAt: null,
        }),
      ],
      reports: [expect.objectContaining({ postId: kept.id, reason: 'Off topic' })],
    });

    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: alex.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { db } = app.database;
    const posts = await db.select().from(circlePosts);
    expect(posts.map((row) => row.id)).not.toContain(post.id);
    expect(posts.map((row) => row.id)).toContain(kept.id);
    expect(await db.select().from(circlePostReports)).toEqual([]);
    expect((await db.select().from(circleMembers)).map((row) => row.userId)).toEqual([sam.user.id]);
  });
});
