import { MENTORSHIP_LIMITS, MENTORSHIP_MESSAGES } from '@waypoint/shared';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import { createMentorshipRepository } from './mentorship.repository';
import { mentorshipRequests } from './mentorship.schema';
import { SAMPLE_MENTORS } from './sample-mentors';
import {
  accept,
  buildMentorshipApp,
  clockedService,
  HUB,
  hubOf,
  newAdmin,
  newMentee,
  newMentor,
  notificationTitles,
  postRequest,
  requestMentor,
} from './test/mentorship-requests';

const [marcus, dana, luis] = SAMPLE_MENTORS.map((sample) => sample.userId) as [string, string, string];

describe('becoming a mentee', () => {
  it('hides the mentors until "Become a mentee", then ranks them by a score with reasons', async () => {
    const app = await buildMentorshipApp();
    const mentee = await newMentee(app, { optIn: false });
    const before = await hubOf(app, mentee);
    expect(before).toMatchObject({
      view: 'mentee',
      isMentee: false,
      recommendations: [],
      hasVeteranProfile: true,
    });

    expect(
      (await app.inject({ method: 'POST', url: `${HUB}/mentee`, headers: mentee.headers })).statusCode,
    ).toBe(204);
    const after = await hubOf(app, mentee);
    expect(after.isMentee).toBe(true);
    expect(after.recommendations.map((card) => [card.mentor.id, card.matchScore, card.requestState])).toEqual(
      [
        [marcus, 92, 'idle'],
        [dana, 88, 'idle'],
        [luis, 83, 'idle'],
      ],
    );
    expect(after.recommendations[0]!.mentor).toMatchObject({
      name: 'Marcus Hale',
      sample: true,
      openSeats: 4,
    });
    expect(after.recommendations[0]!.reasons.slice(0, 2)).toEqual(['Same branch', '2 shared interests']);
  });

  it('shows the best 24 when there are more mentors', async () => {
    const app = await buildMentorshipApp();
    const extra = Array.from({ length: 30 }, (_, index) => ({
      ...SAMPLE_MENTORS[1]!,
      userId: `5a3b7f0e-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
      email: `extra-${index}@mentors.example.org`,
      firstName: 'Extra',
      lastName: `Mentor ${String(index).padStart(2, '0')}`,
      profile: { ...SAMPLE_MENTORS[1]!.profile, branch: 'NAVY' as const },
    }));
    await createMentorshipRepository(app.database.db).upsertSampleMentors(extra);
    const mentee = await newMentee(app);
    const shown = (await hubOf(app, mentee)).recommendations;
    expect(shown).toHaveLength(MENTORSHIP_LIMITS.recommendations);
    expect(shown.slice(0, 3).map((card) => card.mentor.id)).toEqual([marcus, dana, luis]);
    // Equal scores fall back to the name: Extra Mentor 00, 01, …
    expect(shown[3]!.mentor.name).toBe('Extra Mentor 00');
  });

  it('shows mentors and admins the list without opting in', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    expect(await hubOf(app, admin)).toMatchObject({ view: 'admin', isMentee: false });
    expect((await hubOf(app, admin)).recommendations).toHaveLength(4);
    const mentorHub = await hubOf(app, mentor);
    expect(mentorHub.view).toBe('mentor');
    // A mentor is not recommended to themselves.
    expect(mentorHub.recommendations.map((card) => card.mentor.id)).not.toContain(mentor.user.id);
  });
});

describe('a request', () => {
  it('goes pending, the mentor is told and accepts, and both see the mentorship', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);

    const request = await requestMentor(app, mentee, mentor.user.id);
    expect(request).toMatchObject({ status: 'pending', message: 'Could you help me?', answeredAt: null });
    expect(new Date(request.expiresAt).getTime() - new Date(request.createdAt).getTime()).toBe(
      7 * 86_400_000,
    );
    const card = (await hubOf(app, mentee)).recommendations.find((item) => item.mentor.id === mentor.user.id);
    expect(card?.requestState).toBe('pending');

    const mentorHub = await hubOf(app, mentor);
    expect(mentorHub.queue.map((item) => item.id)).toEqual([request.id]);
    expect(await notificationTitles(app, mentor)).toContain('A new mentee request');

    const accepted = await accept(app, mentor, request.id);
    expect(accepted.status).toBe('accepted');
    expect(await notificationTitles(app, mentee)).toContain('Avery Cole accepted your request');
    expect((await hubOf(app, mentee)).mentorships).toEqual([
      expect.objectContaining({
        id: request.id,
        partner: { id: mentor.user.id, name: 'Avery Cole' },
        partnerRole: 'mentor',
      }),
    ]);
    expect((await hubOf(app, mentor)).mentorships[0]).toMatchObject({ partnerRole: 'mentee' });
    expect((await hubOf(app, mentor)).queue).toEqual([]);

    // The answer counts toward the mentor's response time, shown on their card.
    const answered = (await hubOf(app, mentee)).recommendations.find(
      (item) => item.mentor.id === mentor.user.id,
    );
    expect(answered?.mentor.medianResponseHours).not.toBeNull();
    expect(answered?.mentor.answeredRequests).toBe(1);
    expect(answered?.requestState).toBe('accepted');

    const again = await app.inject({
      method: 'POST',
      url: `${HUB}/requests/${request.id}/decline`,
      headers: mentor.headers,
    });
    expect(expectErrorBody(again, 409, 'CONFLICT').message).toBe(MENTORSHIP_MESSAGES.requestAnswered);
  });

  it('refuses a fourth pending request, a request to oneself and a second to the same mentor; nothing stored', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    for (const id of [marcus, dana, luis]) await requestMentor(app, mentee, id);

    const fourth = await postRequest(app, mentee, mentor.user.id);
    expect(expectErrorBody(fourth, 400, 'VALIDATION').message).toBe(MENTORSHIP_MESSAGES.tooManyPending);
    const self = await postRequest(app, mentee, mentee.user.id);
    expect(expectErrorBody(self, 400, 'VALIDATION').fieldErrors).toEqual({
      mentorId: MENTORSHIP_MESSAGES.requestSelf,
    });
    const twice = await postRequest(app, mentee, marcus);
    expect(expectErrorBody(twice, 409, 'CONFLICT').message).toBe(MENTORSHIP_MESSAGES.alreadyRequested);
    const empty = await postRequest(app, mentee, mentor.user.id, '   ');
    expect(expectErrorBody(empty, 400, 'VALIDATION').fieldErrors).toEqual({
      message: MENTORSHIP_MESSAGES.requestMessageRequired,
    });
    const unknown = await postRequest(app, mentee, randomUUID());
    expectErrorBody(unknown, 404, 'NOT_FOUND');

    const stored = await app.database.db
      .select()
      .from(mentorshipRequests)
      .where(eq(mentorshipRequests.menteeId, mentee.user.id));
    expect(stored).toHaveLength(3);
  });

  it('needs "Become a mentee" first', async () => {
    const app = await buildMentorshipApp();
    const mentee = await newMentee(app, { optIn: false });
    const response = await postRequest(app, mentee, marcus);
    expect(expectErrorBody(response, 403, 'FORBIDDEN').message).toBe(MENTORSHIP_MESSAGES.notMentee);
  });

  it("answers 404 to anyone answering someone else's request, and leaves it pending", async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const request = await requestMentor(app, mentee, mentor.user.id);
    const stranger = await signUpAndSignIn(app);
    for (const who of [stranger, mentee, admin]) {
      for (const action of ['accept', 'decline']) {
        const response = await app.inject({
          method: 'POST',
          url: `${HUB}/requests/${request.id}/${action}`,
          headers: who.headers,
        });
        expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(MENTORSHIP_MESSAGES.requestNotFound);
      }
    }
    expect((await hubOf(app, mentor)).queue).toHaveLength(1);
  });

  it('refuses requests to a paused mentor', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const paused = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile/availability`,
      headers: mentor.headers,
      payload: { accepting: false, slots: [] },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const mentee = await newMentee(app);
    const response = await postRequest(app, mentee, mentor.user.id);
    expect(expectErrorBody(response, 409, 'CONFLICT').message).toBe(MENTORSHIP_MESSAGES.mentorUnavailable);
  });
});

describe('expiry', () => {
  it('expires a request unanswered for 7 days and tells the mentee, once', async () => {
    const app = await buildMentorshipApp();
    const mentee = await newMentee(app);
    const clock = { now: new Date() };
    const service = clockedService(app, clock);
    const request = await requestMentor(app, mentee, dana);

    clock.now = new Date(new Date(request.expiresAt).getTime() - 60_000);
    expect(await service.expire(request.id)).toBe(false);
    expect(await service.expireDue()).toBe(0);

    clock.now = new Date(new Date(request.expiresAt).getTime() + 1);
    expect(await service.expireDue()).toBe(1);
    // The job engine may run the request's own job too: nothing happens twice.
    expect(await service.expire(request.id)).toBe(false);

    const hub = await hubOf(app, mentee);
    expect(hub.myRequests[0]).toMatchObject({ id: request.id, status: 'expired', answeredAt: null });
    expect(hub.recommendations.find((card) => card.mentor.id === dana)?.requestState).toBe('idle');
    const titles = await notificationTitles(app, mentee);
    expect(titles.filter((title) => title === 'Your mentor request expired')).toHaveLength(1);
    // An expiry counts as a 7-day wait in the mentor's response time.
    expect(hub.recommendations.find((card) => card.mentor.id === dana)?.mentor.medianResponseHours).toBe(168);
  });

  it('queues the expiry job with the request, keyed by its id', async () => {
    const app = await buildMentorshipApp();
    const mentee = await newMentee(app);
    const request = await requestMentor(app, mentee, luis);
    const result = (await app.database.db.execute(
      sql`select id, name, data, start_after = ${request.expiresAt}::timestamptz as "atExpiry" from pgboss.job where id = ${request.id}`,
    )) as unknown as { rows: { name: string; data: { requestId: string }; atExpiry: boolean }[] };
    expect(result.rows).toEqual([
      {
        id: request.id,
        name: 'mentorship.expire-request',
        data: { requestId: request.id },
        atExpiry: true,
      },
    ]);
  });
});
