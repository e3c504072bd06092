import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import type { App } from '../../app';
import type { SignedInUser } from '../../test/auth';
import { circlePostReports, circlePosts, circles } from './community.schema';
import {
  communityApp,
  INVITE_CIRCLE,
  join,
  postOk,
  PUBLIC_CIRCLE,
  queue,
  signedIn,
} from './test/community-requests';

type Role = 'member' | 'moderator' | 'admin';

interface Setup {
  app: App;
  actor: SignedInUser;
  postId: string;
  reportId: string;
  requesterId: string;
}

/** Each action as the given role would call it; the answer's status tells whether it was allowed. */
const ACTIONS: Record<string, (setup: Setup) => Promise<{ statusCode: number }>> = {
  'delete a post': ({ app, actor, postId }) =>
    app.inject({ method: 'DELETE', url: `/api/community/posts/${postId}`, headers: actor.headers }),
  'pin a post': ({ app, actor, postId }) =>
    app.inject({ method: 'PUT', url: `/api/community/posts/${postId}/pin`, headers: actor.headers }),
  'unpin a post': ({ app, actor, postId }) =>
    app.inject({ method: 'DELETE', url: `/api/community/posts/${postId}/pin`, headers: actor.headers }),
  'read the moderation queue': ({ app, actor }) =>
    app.inject({
      method: 'GET',
      url: `/api/community/circles/${INVITE_CIRCLE}/moderation`,
      headers: actor.headers,
    }),
  'approve a request': ({ app, actor, requesterId }) =>
    app.inject({
      method: 'POST',
      url: `/api/community/circles/${INVITE_CIRCLE}/requests/${requesterId}`,
      headers: actor.headers,
      payload: { approve: true },
    }),
  'dismiss a report': ({ app, actor, reportId }) =>
    app.inject({
      method: 'POST',
      url: `/api/community/reports/${reportId}/dismissal`,
      headers: actor.headers,
    }),
  'create a circle': ({ app, actor }) =>
    app.inject({
      method: 'POST',
      url: '/api/community/circles',
      headers: actor.headers,
      payload: {
        name: 'Rural Veterans',
        description: 'For veterans far from a VA center.',
        access: 'public',
      },
    }),
  'appoint a moderator': ({ app, actor }) =>
    app.inject({
      method: 'POST',
      url: `/api/community/circles/${PUBLIC_CIRCLE}/moderators`,
      headers: actor.headers,
      payload: { email: actor.email },
    }),
};

const ALLOWED: Record<string, Record<Role, boolean>> = {
  'delete a post': { member: false, moderator: true, admin: true },
  'pin a post': { member: false, moderator: true, admin: true },
  'unpin a post': { member: false, moderator: true, admin: true },
  'read the moderation queue': { member: false, moderator: true, admin: true },
  'approve a request': { member: false, moderator: true, admin: true },
  'dismiss a report': { member: false, moderator: true, admin: true },
  'create a circle': { member: false, moderator: false, admin: true },
  'appoint a moderator': { member: false, moderator: false, admin: true },
};

const ROLE_OF_ACCOUNT = { member: 'veteran', moderator: 'moderator', admin: 'admin' } as const;

async function snapshot(app: App) {
  const { db } = app.database;
  return {
    circles: await db.select().from(circles),
    posts: await db.select().from(circlePosts),
    reports: await db.select().from(circlePostReports),
  };
}

describe('who may do what in a circle (role × action)', () => {
  for (const [action, byRole] of Object.entries(ALLOWED)) {
    for (const role of ['member', 'moderator', 'admin'] as const) {
      const allowed = byRole[role];
      it(`${role}: ${action} → ${allowed ? 'allowed' : '403, nothing changes'}`, async () => {
        const app = await communityApp();
        const author = await signedIn(app);
        const requester = await signedIn(app);
        const actor = await signedIn(app, ROLE_OF_ACCOUNT[role]);
        await join(app, author, PUBLIC_CIRCLE);
        await join(app, actor, PUBLIC_CIRCLE);
        const { post } = await postOk(app, author, PUBLIC_CIRCLE, 'A post to act on');
        await app.inject({
          method: 'POST',
          url: `/api/community/posts/${post.id}/reports`,
          headers: actor.headers,
          payload: { reason: 'Spam' },
        });
        await join(app, requester, INVITE_CIRCLE);
        const [report] = await app.database.db.select().from(circlePostReports);
        const before = await snapshot(app);
        const response = await ACTIONS[action]!({
          app,
          actor,
          postId: post.id,
          reportId: report!.id,
          requesterId: requester.user.id,
        });
        if (allowed) {
          expect(response.statusCode).toBeLessThan(300);
        } else {
          expect(response.statusCode).toBe(403);
          expect(await snapshot(app)).toEqual(before);
        }
      });
    }
  }
});

describe('reports', () => {
  it("land in the circle's moderation queue with the reason; dismissing or deleting clears them", async () => {
    const app = await communityApp();
    const alex = await signedIn(app, 'veteran', 'Alex');
    const sam = await signedIn(app, 'veteran', 'Sam');
    const moderator = await signedIn(app, 'moderator');
    await join(app, alex, PUBLIC_CIRCLE);
    await join(app, sam, PUBLIC_CIRCLE);
    const first = (await postOk(app, alex, PUBLIC_CIRCLE, 'Buy cheap watches')).post;
    const second = (await postOk(app, alex, PUBLIC_CIRCLE, 'A fair question')).post;
    for (const [id, reason] of [
      [first.id, 'Spam'],
      [second.id, 'Rude'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/community/posts/${id}/reports`,
        headers: sam.headers,
        payload: { reason },
      });
      expect(response.statusCode).toBe(204);
    }
    const { reports } = await queue(app, moderator, PUBLIC_CIRCLE);
    expect(reports.map((report) => [report.post.id, report.reason, report.reporterName])).toEqual([
      [first.id, 'Spam', 'Sam Rivera'],
      [second.id, 'Rude', 'Sam Rivera'],
    ]);
    expect((await queue(app, moderator, INVITE_CIRCLE)).reports).toEqual([]);
    await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${first.id}`,
      headers: moderator.headers,
    });
    await app.inject({
      method: 'POST',
      url: `/api/community/reports/${reports[1]!.id}/dismissal`,
      headers: moderator.headers,
    });
    expect((await queue(app, moderator, PUBLIC_CIRCLE)).reports).toEqual([]);
  });

  it('need a reason and a joined member; an empty reason stores nothing', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const outsider = await signedIn(app);
    await join(app, alex, PUBLIC_CIRCLE);
    const { post } = await postOk(app, alex, PUBLIC_CIRCLE, 'Hello');
    const empty = await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.id}/reports`,
      headers: alex.headers,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const byOutsider = await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.id}/reports`,
      headers: outsider.headers,
      payload: { reason: 'Spam' },
    });
    expect(byOutsider.statusCode).toBe(403);
    expect(await app.database.db.select().from(circlePostReports)).toEqual([]);
  });
});

describe('deleting a post', () => {
  it('hides it for everyone but keeps the row and an audit record', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, alex, PUBLIC_CIRCLE);
    const { post } = await postOk(app, alex, PUBLIC_CIRCLE, 'Soon gone');
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${post.id}`,
      headers: moderator.headers,
    });
    expect(response.statusCode).toBe(204);
    const page = await app.inject({
      method: 'GET',
      url: `/api/community/circles/${PUBLIC_CIRCLE}/posts`,
      headers: alex.headers,
    });
    expect((page.json() as { posts: { id: string }[] }).posts.map((item) => item.id)).not.toContain(post.id);
    const rows = await app.database.db.select().from(circlePosts);
    expect(rows.find((row) => row.id === post.id)?.deletedBy).toBe(moderator.user.id);
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.subject, post.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'community.post_deleted', actorUserId: moderator.user.id }),
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${post.id}`,
      headers: moderator.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
