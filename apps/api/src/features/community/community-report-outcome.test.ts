import { notificationListResponseSchema, type NotificationItem } from '@waypoint/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SignedInUser } from '../../test/auth';
import { COMMUNITY_TOPICS, REPORT_OUTCOME_NOTICES } from './community-notices';
import { communityApp, join, postOk, PUBLIC_CIRCLE, queue, signedIn } from './test/community-requests';

const CIRCLE_NAME = 'Transition Support Circle';

async function notifications(app: App, session: SignedInUser): Promise<NotificationItem[]> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications', headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListResponseSchema.parse(response.json()).items;
}

const outcomes = async (app: App, session: SignedInUser) =>
  (await notifications(app, session)).filter((item) => item.topic === COMMUNITY_TOPICS.reportOutcome);

async function report(app: App, session: SignedInUser, postId: string, reason: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/community/posts/${postId}/reports`,
    headers: session.headers,
    payload: { reason },
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** Alex posts twice in the public circle; Sam and Pat are members who report. */
async function reportedPosts() {
  const app = await communityApp();
  const alex = await signedIn(app, 'veteran', 'Alex');
  const sam = await signedIn(app, 'veteran', 'Sam');
  const pat = await signedIn(app, 'veteran', 'Pat');
  const moderator = await signedIn(app, 'moderator', 'Morgan');
  for (const member of [alex, sam, pat]) await join(app, member, PUBLIC_CIRCLE);
  const spam = (await postOk(app, alex, PUBLIC_CIRCLE, 'Buy cheap watches at my shop')).post;
  const question = (await postOk(app, alex, PUBLIC_CIRCLE, 'A blunt but fair question')).post;
  return { app, alex, sam, pat, moderator, spam, question };
}

describe('the outcome of a report', () => {
  it("reaches every reporter's bell when a moderator deletes the post, naming neither moderator, author nor post", async () => {
    const { app, alex, sam, pat, moderator, spam } = await reportedPosts();
    await report(app, sam, spam.id, 'Spam');
    await report(app, pat, spam.id, 'Advertising');
    await report(app, sam, spam.id, 'Still spam');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${spam.id}`,
      headers: moderator.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const removed = REPORT_OUTCOME_NOTICES.removed(CIRCLE_NAME);
    for (const reporter of [sam, pat]) {
      const told = await outcomes(app, reporter);
      // Once each, however many reports the person made on the post.
      expect(told).toEqual([
        expect.objectContaining({
          category: 'community',
          title: removed.title,
          body: removed.body,
          link: `/community/${PUBLIC_CIRCLE}`,
          readAt: null,
        }),
      ]);
      const text = JSON.stringify(told);
      for (const private_ of ['Morgan', moderator.email, 'Alex', alex.email, 'cheap watches']) {
        expect(text).not.toContain(private_);
      }
    }
    // The author and the moderator hear nothing of it.
    expect(await outcomes(app, alex)).toEqual([]);
    expect(await outcomes(app, moderator)).toEqual([]);
  });

  it('tells the reporter when a moderator dismisses the report and the post stays; a second dismissal is 404', async () => {
    const { app, sam, pat, moderator, question } = await reportedPosts();
    await report(app, sam, question.id, 'Rude');
    const [open] = (await queue(app, moderator, PUBLIC_CIRCLE)).reports;

    const dismissal = () =>
      app.inject({
        method: 'POST',
        url: `/api/community/reports/${open!.id}/dismissal`,
        headers: moderator.headers,
      });
    expect((await dismissal()).statusCode).toBe(204);
    const again = await dismissal();
    expect(again.statusCode).toBe(404);

    const stays = REPORT_OUTCOME_NOTICES.dismissed(CIRCLE_NAME);
    expect(await outcomes(app, sam)).toEqual([
      expect.objectContaining({ category: 'community', title: stays.title, body: stays.body }),
    ]);
    expect(await outcomes(app, pat)).toEqual([]);
  });

  it('goes through the notification service: stored for the bell and delivered by its task, by preferences', async () => {
    const { app, sam, moderator, spam } = await reportedPosts();
    await report(app, sam, spam.id, 'Spam');
    await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${spam.id}`,
      headers: moderator.headers,
    });
    const [told] = await outcomes(app, sam);
    const bell = notificationListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/notifications', headers: sam.headers })).json(),
    );
    expect(bell.unreadCount).toBeGreaterThanOrEqual(1);
    // The community category: its e-mail waits for the digest when the user includes community news, push follows
    // the user's channels and quiet hours (lib/notifications/notifications.ts).
    expect(app.notificationTopics.get(COMMUNITY_TOPICS.reportOutcome)?.category).toBe('community');
    const { rows } = (await app.database.db.execute(
      sql`select name from pgboss.job where id = ${told!.id}`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows).toEqual([{ name: 'notifications.deliver' }]);
  });

  it('tells nobody of a post the server flagged itself, with no reporter', async () => {
    const app = await communityApp();
    const alex = await signedIn(app, 'veteran', 'Alex');
    const moderator = await signedIn(app, 'moderator', 'Morgan');
    await join(app, alex, PUBLIC_CIRCLE);
    const flagged = await postOk(app, alex, PUBLIC_CIRCLE, 'I want to end my life');
    expect(flagged.showCrisisResources).toBe(true);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${flagged.post.id}`,
      headers: moderator.headers,
    });
    expect(deleted.statusCode).toBe(204);
    for (const session of [alex, moderator]) expect(await outcomes(app, session)).toEqual([]);
  });
});
