import {
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
  type Conversation,
  type MentorshipAdmin,
} from '@waypoint/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import {
  accept,
  buildMentorshipApp,
  HUB,
  hubOf,
  makeRole,
  newAdmin,
  newMentee,
  newMentor,
  notificationTitles,
  requestMentor,
} from './test/mentorship-requests';

async function acceptedPair(app: App) {
  const admin = await newAdmin(app);
  const mentor = await newMentor(app, admin);
  const mentee = await newMentee(app);
  const request = await requestMentor(app, mentee, mentor.user.id);
  await accept(app, mentor, request.id);
  return { admin, mentor, mentee, url: `${HUB}/mentorships/${request.id}/messages` };
}

function send(app: App, session: SignedInUser, url: string, body: string) {
  return app.inject({ method: 'POST', url, headers: session.headers, payload: { body } });
}

async function read(app: App, session: SignedInUser, url: string): Promise<Conversation> {
  const response = await app.inject({ method: 'GET', url, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}

describe('messages between an accepted pair', () => {
  it('go both ways, count as unread until read, and notify the other member', async () => {
    const app = await buildMentorshipApp();
    const { mentor, mentee, url } = await acceptedPair(app);

    expect((await send(app, mentee, url, 'Hello, thanks for accepting!')).statusCode).toBe(201);
    expect((await hubOf(app, mentor)).mentorships[0]!.unread).toBe(1);
    expect((await hubOf(app, mentee)).mentorships[0]!.unread).toBe(0);
    expect(await notificationTitles(app, mentor)).toContain('New message from Jordan Rivera');

    const seen = await read(app, mentor, url);
    expect(seen.messages).toEqual([
      expect.objectContaining({ body: 'Hello, thanks for accepting!', fromMe: false }),
    ]);
    expect((await hubOf(app, mentor)).mentorships[0]!.unread).toBe(0);

    expect((await send(app, mentor, url, 'Glad to. When can we talk?')).statusCode).toBe(201);
    const conversation = await read(app, mentee, url);
    expect(conversation.messages.map((message) => [message.body, message.fromMe])).toEqual([
      ['Hello, thanks for accepting!', true],
      ['Glad to. When can we talk?', false],
    ]);
    expect(conversation.mentorship.partner.name).toBe('Avery Cole');
  });

  it.each(['veteran', 'mentor', 'moderator', 'admin'] as const)(
    'are read or written by no third account, a %s included (404)',
    async (role) => {
      const app = await buildMentorshipApp();
      const { mentee, url } = await acceptedPair(app);
      await send(app, mentee, url, 'Private words about my discharge.');
      const other = await signUpAndSignIn(app);
      if (role !== 'veteran') await makeRole(app, other, role);

      const reading = await app.inject({ method: 'GET', url, headers: other.headers });
      expect(expectErrorBody(reading, 404, 'NOT_FOUND').message).toBe(MENTORSHIP_MESSAGES.mentorshipNotFound);
      expect(reading.body).not.toContain('Private words');
      expectErrorBody(await send(app, other, url, 'Let me in'), 404, 'NOT_FOUND');
      expect((await read(app, mentee, url)).messages).toHaveLength(1);
    },
  );

  it('refuses an empty message and one over 5,000 characters, storing nothing', async () => {
    const app = await buildMentorshipApp();
    const { mentee, url } = await acceptedPair(app);
    const long = await send(app, mentee, url, 'x'.repeat(MENTORSHIP_LIMITS.messageMax + 1));
    expect(expectErrorBody(long, 400, 'VALIDATION').fieldErrors).toEqual({
      body: MENTORSHIP_MESSAGES.messageTooLong,
    });
    const empty = await send(app, mentee, url, '  ');
    expect(expectErrorBody(empty, 400, 'VALIDATION').fieldErrors).toEqual({
      body: MENTORSHIP_MESSAGES.messageRequired,
    });
    expect((await send(app, mentee, url, 'x'.repeat(MENTORSHIP_LIMITS.messageMax))).statusCode).toBe(201);
    expect((await read(app, mentee, url)).messages).toHaveLength(1);
  });

  it('cannot start before the mentor accepts', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const request = await requestMentor(app, mentee, mentor.user.id);
    const url = `${HUB}/mentorships/${request.id}/messages`;
    expectErrorBody(await send(app, mentee, url, 'Hi'), 404, 'NOT_FOUND');
    expectErrorBody(
      await app.inject({
        method: 'GET',
        url: `${HUB}/mentorships/${randomUUID()}/messages`,
        headers: mentee.headers,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('can be reported by a member, which shows that one message to the admins', async () => {
    const app = await buildMentorshipApp();
    const { admin, mentor, mentee, url } = await acceptedPair(app);
    const sent = (await send(app, mentor, url, 'Send me your bank details.')).json<{ id: string }>();
    await send(app, mentor, url, 'Another message.');
    const stranger = await signUpAndSignIn(app);
    const denied = await app.inject({
      method: 'POST',
      url: `${HUB}/messages/${sent.id}/report`,
      headers: stranger.headers,
      payload: {},
    });
    expectErrorBody(denied, 404, 'NOT_FOUND');

    const reported = await app.inject({
      method: 'POST',
      url: `${HUB}/messages/${sent.id}/report`,
      headers: mentee.headers,
      payload: { reason: 'Asks for money' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(await notificationTitles(app, admin)).toContain('A mentorship message was reported');
    const figures = (
      await app.inject({ method: 'GET', url: `${HUB}/admin`, headers: admin.headers })
    ).json<MentorshipAdmin>();
    expect(figures.reports).toEqual([
      expect.objectContaining({
        body: 'Send me your bank details.',
        reason: 'Asks for money',
        author: { id: mentor.user.id, name: 'Avery Cole' },
      }),
    ]);
    expect(JSON.stringify(figures)).not.toContain('Another message.');
    expect(figures.pairs).toEqual([expect.objectContaining({ messages: 2 })]);
  });
});
