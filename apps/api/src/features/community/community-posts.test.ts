import {
  CIRCLE_CHANGED_EVENT,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
} from '@waypoint/shared/community/community';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../lib/live/live';
import { expectErrorBody } from '../../test/helper';
import { circlePosts } from './community.schema';
import {
  communityApp,
  decide,
  INVITE_CIRCLE,
  join,
  notificationTitles,
  post,
  postOk,
  posts,
  runNewPostNotices,
  PUBLIC_CIRCLE,
  queue,
  signedIn,
  UNKNOWN_ID,
} from './test/community-requests';

describe('posting', () => {
  it('puts the post at the top, "You" to its author and the display name to others', async () => {
    const app = await communityApp();
    const alex = await signedIn(app, 'veteran', 'Alex');
    const sam = await signedIn(app, 'veteran', 'Sam');
    await join(app, alex, PUBLIC_CIRCLE);
    const { post: created, showCrisisResources } = await postOk(
      app,
      alex,
      PUBLIC_CIRCLE,
      '  Hello from Ohio  ',
    );
    expect(showCrisisResources).toBe(false);
    expect(created).toMatchObject({ content: 'Hello from Ohio', pinned: false });
    expect(created.author).toEqual({ name: 'Alex Rivera', isYou: true, isModerator: false });
    const forSam = await posts(app, sam, PUBLIC_CIRCLE);
    expect(forSam.posts[0]).toMatchObject({ id: created.id, author: { name: 'Alex Rivera', isYou: false } });
    expect(forSam.posts.slice(1).every((item) => item.author.name === 'Circle guide (sample)')).toBe(true);
  });

  it("badges moderators' posts", async () => {
    const app = await communityApp();
    const moderator = await signedIn(app, 'moderator', 'Morgan');
    await join(app, moderator, PUBLIC_CIRCLE);
    const { post: created } = await postOk(app, moderator, PUBLIC_CIRCLE, 'Welcome, all');
    expect(created.author.isModerator).toBe(true);
  });

  it('refuses empty, over-long and non-text posts with field messages, storing nothing', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    const before = (await app.database.db.select().from(circlePosts)).length;
    for (const [content, message] of [
      ['   ', COMMUNITY_MESSAGES.postRequired],
      ['x'.repeat(COMMUNITY_LIMITS.postMax + 1), COMMUNITY_MESSAGES.postTooLong],
      [42, COMMUNITY_MESSAGES.postRequired],
    ] as const) {
      const body = expectErrorBody(await post(app, alex, PUBLIC_CIRCLE, content), 400, 'VALIDATION');
      expect(body.fieldErrors).toEqual({ content: message });
    }
    await postOk(app, alex, PUBLIC_CIRCLE, 'x'.repeat(COMMUNITY_LIMITS.postMax));
    expect((await app.database.db.select().from(circlePosts)).length).toBe(before + 1);
  });

  it('refuses posts to a circle one has not joined (403) or that does not exist (404)', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const before = (await app.database.db.select().from(circlePosts)).length;
    const body = expectErrorBody(await post(app, alex, PUBLIC_CIRCLE, 'Hi'), 403, 'FORBIDDEN');
    expect(body.message).toBe(COMMUNITY_MESSAGES.notMember);
    await join(app, alex, INVITE_CIRCLE);
    expectErrorBody(await post(app, alex, INVITE_CIRCLE, 'Hi'), 403, 'FORBIDDEN');
    expectErrorBody(await post(app, alex, UNKNOWN_ID, 'Hi'), 404, 'NOT_FOUND');
    expect((await app.database.db.select().from(circlePosts)).length).toBe(before);
  });

  it('keeps invite-only posts from those who have not joined', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/community/circles/${INVITE_CIRCLE}/posts`,
      headers: alex.headers,
    });
    expectErrorBody(response, 403, 'FORBIDDEN');
    const moderator = await signedIn(app, 'moderator');
    expect((await posts(app, moderator, INVITE_CIRCLE)).posts).toHaveLength(1);
  });

  it('stores HTML as the text it is and answers it unchanged (the screen renders it as text)', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script> javascript:alert(3)';
    const { post: created } = await postOk(app, alex, PUBLIC_CIRCLE, attack);
    expect(created.content).toBe(attack);
    const [row] = await app.database.db.select().from(circlePosts).where(eq(circlePosts.id, created.id));
    expect(row?.content).toBe(attack);
  });

  it(`allows ${COMMUNITY_LIMITS.postsPerWindow} posts a minute per person, then answers 429 with Retry-After`, async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const sam = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    await join(app, sam, PUBLIC_CIRCLE);
    for (let count = 0; count < COMMUNITY_LIMITS.postsPerWindow; count += 1) {
      await postOk(app, alex, PUBLIC_CIRCLE, `Post ${count}`);
    }
    const limited = await post(app, alex, PUBLIC_CIRCLE, 'One too many');
    expect(expectErrorBody(limited, 429, 'RATE_LIMITED').message).toBe(COMMUNITY_MESSAGES.rateLimited);
    expect(limited.headers['retry-after']).toBe(String(COMMUNITY_LIMITS.rateWindowSeconds));
    await postOk(app, sam, PUBLIC_CIRCLE, 'Others may still post');
  });

  it('pages older posts with a cursor, pinned posts first on page one only', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, moderator, PUBLIC_CIRCLE);
    // Two moderators' posts at a time keep everyone under the rate limit.
    for (let count = 0; count < COMMUNITY_LIMITS.postsPerWindow; count += 1) {
      await postOk(app, moderator, PUBLIC_CIRCLE, `Post ${count}`);
    }
    await join(app, alex, PUBLIC_CIRCLE);
    for (let count = COMMUNITY_LIMITS.postsPerWindow; count < 20; count += 1) {
      await postOk(app, alex, PUBLIC_CIRCLE, `Post ${count}`);
    }
    const first = await posts(app, alex, PUBLIC_CIRCLE);
    const pinnedId = first.posts[5]!.id;
    await app.inject({
      method: 'PUT',
      url: `/api/community/posts/${pinnedId}/pin`,
      headers: moderator.headers,
    });
    const page1 = await posts(app, alex, PUBLIC_CIRCLE);
    expect(page1.pinned.map((item) => item.id)).toEqual([pinnedId]);
    expect(page1.posts).toHaveLength(COMMUNITY_LIMITS.pageSize);
    expect(page1.posts[0]!.content).toBe('Post 19');
    const page2 = await posts(app, alex, PUBLIC_CIRCLE, page1.nextCursor!);
    expect(page2.pinned).toEqual([]);
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.pinned, ...page1.posts, ...page2.posts].map((item) => item.id);
    expect(new Set(all).size).toBe(22);
  });
});

describe('self-harm phrases', () => {
  it("show the poster the crisis resources and flag the post in the moderators' queue", async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, alex, PUBLIC_CIRCLE);
    const created = await postOk(app, alex, PUBLIC_CIRCLE, 'Some days I want to die, honestly.');
    expect(created.showCrisisResources).toBe(true);
    const { reports } = await queue(app, moderator, PUBLIC_CIRCLE);
    expect(reports).toEqual([
      expect.objectContaining({ reason: COMMUNITY_MESSAGES.selfHarmFlag, reporterName: null }),
    ]);
    expect(reports[0]!.post.id).toBe(created.post.id);
  });
});

describe('notifications and live events', () => {
  it("notify the circle's other members of a new post through a task, once each, even when it runs again", async () => {
    const app = await communityApp();
    const alex = await signedIn(app, 'veteran', 'Alex');
    const sam = await signedIn(app, 'veteran', 'Sam');
    const outsider = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    await join(app, sam, PUBLIC_CIRCLE);
    const { post: created } = await postOk(app, alex, PUBLIC_CIRCLE, 'Anyone near Columbus?');
    const queued = (await app.database.db.execute(
      sql`select name, data from pgboss.job where id = ${created.id}`,
    )) as unknown as { rows: { name: string; data: unknown }[] };
    expect(queued.rows).toEqual([{ name: 'community.new-post-notices', data: { postId: created.id } }]);
    expect(await notificationTitles(app, sam)).toEqual([]);
    await runNewPostNotices(app, created.id);
    await runNewPostNotices(app, created.id, 2);
    expect(await notificationTitles(app, sam)).toEqual(['New post in Transition Support Circle']);
    expect(await notificationTitles(app, alex)).toEqual([]);
    expect(await notificationTitles(app, outsider)).toEqual([]);
  });

  it('send nothing for a post a moderator deleted before the task ran', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const sam = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, alex, PUBLIC_CIRCLE);
    await join(app, sam, PUBLIC_CIRCLE);
    const { post: created } = await postOk(app, alex, PUBLIC_CIRCLE, 'Buy cheap watches');
    await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${created.id}`,
      headers: moderator.headers,
    });
    await runNewPostNotices(app, created.id);
    expect(await notificationTitles(app, sam)).toEqual([]);
  });

  it('tell everyone with the circle open of posts, pins and deletes, and nobody else', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    const outsider = await signedIn(app);
    // The join is announced to alex and the moderator too, through the live channel, which on PostgreSQL delivers
    // after the request has answered: listen for it and let it arrive first, so only later events are counted.
    const joined: LiveEvent[] = [];
    const stopJoined = [alex, moderator].map((user) =>
      app.live.subscribe(user.user.id, (event) => joined.push(event)),
    );
    await join(app, alex, PUBLIC_CIRCLE);
    await expect.poll(() => joined.length).toBe(2);
    for (const stop of stopJoined) stop();
    const seen: Record<string, LiveEvent[]> = { alex: [], moderator: [], outsider: [] };
    app.live.subscribe(alex.user.id, (event) => seen.alex!.push(event));
    app.live.subscribe(moderator.user.id, (event) => seen.moderator!.push(event));
    app.live.subscribe(outsider.user.id, (event) => seen.outsider!.push(event));
    const { post: created } = await postOk(app, alex, PUBLIC_CIRCLE, 'Live?');
    await app.inject({
      method: 'PUT',
      url: `/api/community/posts/${created.id}/pin`,
      headers: moderator.headers,
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${created.id}`,
      headers: moderator.headers,
    });
    const expected = ['post', 'pin', 'delete'].map((change) => ({
      type: CIRCLE_CHANGED_EVENT,
      data: { circleId: PUBLIC_CIRCLE, change },
    }));
    await expect.poll(() => seen.alex).toEqual(expected);
    await expect.poll(() => seen.moderator).toEqual(expected);
    expect(seen.outsider).toEqual([]);
  });
});

describe('appointed moderators', () => {
  it('an appointed moderator moderates their circle only', async () => {
    const app = await communityApp();
    const admin = await signedIn(app, 'admin');
    const appointed = await signedIn(app);
    const sam = await signedIn(app);
    const appoint = await app.inject({
      method: 'POST',
      url: `/api/community/circles/${INVITE_CIRCLE}/moderators`,
      headers: admin.headers,
      payload: { email: appointed.email },
    });
    expect(appoint.statusCode).toBe(204);
    await join(app, sam, INVITE_CIRCLE);
    expect((await decide(app, appointed, INVITE_CIRCLE, sam.user.id, true)).statusCode).toBe(204);
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/api/community/circles/${PUBLIC_CIRCLE}/moderation`,
      headers: appointed.headers,
    });
    expectErrorBody(elsewhere, 403, 'FORBIDDEN');
  });
});
