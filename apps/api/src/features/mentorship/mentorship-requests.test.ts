import { MENTORSHIP_LIMITS, MENTORSHIP_MESSAGES } from '@waypoint/shared';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { clockOf } from '../../test/clock';
import { expectErrorBody } from '../../test/helper';
import { createMentorshipRepository } from './mentorship.repository';
import { mentorProfiles, mentorshipRequests } from './mentorship.schema';
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
      sampleMentors: [],
      hasVeteranProfile: true,
    });

    expect(
      (await app.inject({ method: 'POST', url: `${HUB}/mentee`, headers: mentee.headers })).statusCode,
    ).toBe(204);
    const after = await hubOf(app, mentee);
    expect(after.isMentee).toBe(true);
    // No real mentor yet: the samples are all there is, and they stay apart.
    expect(after.recommendations).toEqual([]);
    expect(after.sampleMentors.map((card) => [card.mentor.id, card.matchScore, card.requestState])).toEqual([
      [marcus, 92, 'idle'],
      [dana, 88, 'idle'],
      [luis, 83, 'idle'],
    ]);
    expect(after.sampleMentors[0]!.mentor).toMatchObject({
      name: 'Marcus Hale',
      sample: true,
      openSeats: 4,
    });
    expect(after.sampleMentors[0]!.reasons.slice(0, 2)).toEqual(['Same branch', '2 shared interests']);
  });

  it('ranks every real mentor above every sample mentor, whatever the scores', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    // A Navy mentor in another field and city: a far weaker match than any sample for this Army mentee.
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const hub = await hubOf(app, mentee);
    expect(hub.recommendations.map((card) => card.mentor.id)).toEqual([mentor.user.id]);
    expect(hub.recommendations[0]!.mentor.sample).toBe(false);
    expect(hub.recommendations[0]!.matchScore).toBeLessThan(hub.sampleMentors.at(-1)!.matchScore);
    expect(hub.sampleMentors.map((card) => card.mentor.id)).toEqual([marcus, dana, luis]);
    expect(hub.sampleMentors.every((card) => card.mentor.sample)).toBe(true);
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
    // Written as samples; made real mentors here, as an admin's approval would.
    await app.database.db
      .update(mentorProfiles)
      .set({ sample: false })
      .where(
        inArray(
          mentorProfiles.userId,
          extra.map((mentor) => mentor.userId),
        ),
      );
    const mentee = await newMentee(app);
    const { recommendations: shown, sampleMentors } = await hubOf(app, mentee);
    expect(shown).toHaveLength(MENTORSHIP_LIMITS.recommendations);
    // Equal scores fall back to the name: Extra Mentor 00, 01, …
    expect(shown.slice(0, 2).map((card) => card.mentor.name)).toEqual(['Extra Mentor 00', 'Extra Mentor 01']);
    expect(sampleMentors.map((card) => card.mentor.id)).toEqual([marcus, dana, luis]);
  });

  it('shows mentors and admins the list without opting in', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    expect(await hubOf(app, admin)).toMatchObject({ view: 'admin', isMentee: false });
    expect((await hubOf(app, admin)).recommendations).toHaveLength(1);
    expect((await hubOf(app, admin)).sampleMentors).toHaveLength(3);
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
    const [first, second, third, fourth] = [
      await newMentor(app, admin),
      await newMentor(app, admin),
      await newMentor(app, admin),
      await newMentor(app, admin),
    ];
    const mentee = await newMentee(app);
    for (const mentor of [first!, second!, third!]) await requestMentor(app, mentee, mentor.user.id);

    const tooMany = await postRequest(app, mentee, fourth!.user.id);
    expect(expectErrorBody(tooMany, 400, 'VALIDATION').message).toBe(MENTORSHIP_MESSAGES.tooManyPending);
    const self = await postRequest(app, mentee, mentee.user.id);
    expect(expectErrorBody(self, 400, 'VALIDATION').fieldErrors).toEqual({
      mentorId: MENTORSHIP_MESSAGES.requestSelf,
    });
    const twice = await postRequest(app, mentee, first!.user.id);
    expect(expectErrorBody(twice, 409, 'CONFLICT').message).toBe(MENTORSHIP_MESSAGES.alreadyRequested);
    const empty = await postRequest(app, mentee, fourth!.user.id, '   ');
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

  it('refuses a request to a sample mentor, which so takes none of the three pending slots', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentee = await newMentee(app);
    for (const sample of [marcus, dana, luis]) {
      const refused = await postRequest(app, mentee, sample);
      expect(expectErrorBody(refused, 409, 'CONFLICT').message).toBe(
        MENTORSHIP_MESSAGES.sampleNotRequestable,
      );
    }
    expect(
      await app.database.db
        .select()
        .from(mentorshipRequests)
        .where(eq(mentorshipRequests.menteeId, mentee.user.id)),
    ).toEqual([]);
    // A request to a sample from before they could no longer be asked still takes no slot.
    await createMentorshipRepository(app.database.db).insertRequest({
      menteeId: mentee.user.id,
      mentorId: marcus,
      message: 'Asked before samples were refused.',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    });
    for (let index = 0; index < MENTORSHIP_LIMITS.maxPendingRequests; index += 1) {
      await requestMentor(app, mentee, (await newMentor(app, admin)).user.id);
    }
    const hub = await hubOf(app, mentee);
    expect(hub.myRequests.filter((request) => request.status === 'pending')).toHaveLength(4);
    expect(hub.sampleMentors.find((card) => card.mentor.id === marcus)?.requestState).toBe('pending');
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
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const service = clockedService(app);
    const request = await requestMentor(app, mentee, mentor.user.id);

    clockOf(app).set(new Date(new Date(request.expiresAt).getTime() - 60_000));
    expect(await service.expire(request.id)).toBe(false);
    expect(await service.expireDue()).toBe(0);

    clockOf(app).set(new Date(new Date(request.expiresAt).getTime() + 1));
    expect(await service.expireDue()).toBe(1);
    // The task engine may run the request's own task too: nothing happens twice.
    expect(await service.expire(request.id)).toBe(false);

    const hub = await hubOf(app, mentee);
    const card = () => hub.recommendations.find((item) => item.mentor.id === mentor.user.id);
    expect(hub.myRequests[0]).toMatchObject({ id: request.id, status: 'expired', answeredAt: null });
    expect(card()?.requestState).toBe('idle');
    const titles = await notificationTitles(app, mentee);
    expect(titles.filter((title) => title === 'Your mentor request expired')).toHaveLength(1);
    // An expiry counts as a 7-day wait in the mentor's response time.
    expect(card()?.mentor.medianResponseHours).toBe(168);
  });

  it('queues the expiry task with the request, keyed by its id', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const request = await requestMentor(app, mentee, mentor.user.id);
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
