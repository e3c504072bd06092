import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { circleMembers } from './community.schema';
import {
  circle,
  circles,
  communityApp,
  decide,
  INVITE_CIRCLE,
  join,
  leave,
  notificationTitles,
  PUBLIC_CIRCLE,
  queue,
  signedIn,
  UNKNOWN_ID,
} from './test/community-requests';

describe('the seeded circles', () => {
  it("are the spec's two sample circles, labelled as samples, with 128 and 86 members", async () => {
    const app = await communityApp();
    const list = await circles(app, await signedIn(app));
    expect(
      list.map(({ memberCount, access, sample, membership, view }) => ({
        memberCount,
        access,
        sample,
        membership,
        view,
      })),
    ).toEqual([
      { memberCount: 128, access: 'public', sample: true, membership: 'none', view: 'member' },
      { memberCount: 86, access: 'invite-only', sample: true, membership: 'none', view: 'member' },
    ]);
  });

  it('are written once, whatever the number of starts', async () => {
    const app = await communityApp();
    await communityApp();
    expect(await circles(app, await signedIn(app))).toHaveLength(2);
  });
});

describe('membership', () => {
  it('joins a public circle at once: member count +1 and "joined"; again changes nothing; leaving undoes it', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    const first = await join(app, alex, PUBLIC_CIRCLE);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ membership: 'joined', memberCount: 129 });
    expect((await join(app, alex, PUBLIC_CIRCLE)).json()).toMatchObject({
      membership: 'joined',
      memberCount: 129,
    });
    expect((await leave(app, alex, PUBLIC_CIRCLE)).json()).toMatchObject({
      membership: 'none',
      memberCount: 128,
    });
  });

  it('asks to join an invite-only circle: pending, no count change, until a moderator approves', async () => {
    const app = await communityApp();
    const sam = await signedIn(app, 'veteran', 'Sam');
    const moderator = await signedIn(app, 'moderator', 'Morgan');
    expect((await join(app, sam, INVITE_CIRCLE)).json()).toMatchObject({
      membership: 'pending',
      memberCount: 86,
    });
    const { requests } = await queue(app, moderator, INVITE_CIRCLE);
    expect(requests).toEqual([{ userId: sam.user.id, name: 'Sam Rivera', requestedAt: expect.any(String) }]);
    expect((await decide(app, moderator, INVITE_CIRCLE, sam.user.id, true)).statusCode).toBe(204);
    expect(await circle(app, sam, INVITE_CIRCLE)).toMatchObject({ membership: 'joined', memberCount: 87 });
    expect((await queue(app, moderator, INVITE_CIRCLE)).requests).toEqual([]);
    expect(await notificationTitles(app, sam)).toEqual(['You joined Military Spouses & Families']);
  });

  it('a refused request returns to "none" and tells the requester', async () => {
    const app = await communityApp();
    const sam = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, sam, INVITE_CIRCLE);
    expect((await decide(app, moderator, INVITE_CIRCLE, sam.user.id, false)).statusCode).toBe(204);
    expect((await circle(app, sam, INVITE_CIRCLE)).membership).toBe('none');
    expect(await notificationTitles(app, sam)).toEqual(['Your request to join Military Spouses & Families']);
  });

  it('withdrawing a request leaves nothing pending', async () => {
    const app = await communityApp();
    const sam = await signedIn(app);
    const moderator = await signedIn(app, 'moderator');
    await join(app, sam, INVITE_CIRCLE);
    expect((await leave(app, sam, INVITE_CIRCLE)).json()).toMatchObject({ membership: 'none' });
    expect((await queue(app, moderator, INVITE_CIRCLE)).requests).toEqual([]);
  });

  it('nobody approves their own request: 403, still pending', async () => {
    const app = await communityApp();
    const admin = await signedIn(app, 'admin');
    const sam = await signedIn(app);
    // An appointed moderator who asked to join too.
    await app.inject({
      method: 'POST',
      url: `/api/community/circles/${INVITE_CIRCLE}/moderators`,
      headers: admin.headers,
      payload: { email: sam.email },
    });
    await join(app, sam, INVITE_CIRCLE);
    const body = expectErrorBody(await decide(app, sam, INVITE_CIRCLE, sam.user.id, true), 403, 'FORBIDDEN');
    expect(body.message).toBe(COMMUNITY_MESSAGES.ownRequest);
    expect((await circle(app, sam, INVITE_CIRCLE)).membership).toBe('pending');
  });

  it('a member cannot approve anyone: 403, nothing changes', async () => {
    const app = await communityApp();
    const sam = await signedIn(app);
    const alex = await signedIn(app);
    await join(app, sam, INVITE_CIRCLE);
    expectErrorBody(await decide(app, alex, INVITE_CIRCLE, sam.user.id, true), 403, 'FORBIDDEN');
    expectErrorBody(await decide(app, sam, INVITE_CIRCLE, sam.user.id, true), 403, 'FORBIDDEN');
    expect((await circle(app, sam, INVITE_CIRCLE)).membership).toBe('pending');
  });

  it('deciding on someone who has not asked answers 404', async () => {
    const app = await communityApp();
    const moderator = await signedIn(app, 'moderator');
    const alex = await signedIn(app);
    expectErrorBody(await decide(app, moderator, INVITE_CIRCLE, alex.user.id, true), 404, 'NOT_FOUND');
    expect(await app.database.db.select().from(circleMembers)).toEqual([]);
  });

  it('unknown or malformed circle ids: 404 and 400, nothing stored', async () => {
    const app = await communityApp();
    const alex = await signedIn(app);
    expectErrorBody(await join(app, alex, UNKNOWN_ID), 404, 'NOT_FOUND');
    expectErrorBody(await join(app, alex, 'not-a-uuid'), 400, 'VALIDATION');
    expect(await app.database.db.select().from(circleMembers)).toEqual([]);
  });
});
