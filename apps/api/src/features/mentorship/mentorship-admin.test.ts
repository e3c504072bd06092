import {
  AUTH_MESSAGES,
  MENTORSHIP_MESSAGES,
  type MentorshipAdmin,
  type OwnMentorProfile,
} from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import {
  buildMentorshipApp,
  HUB,
  hubOf,
  mentorProfileBody,
  newAdmin,
  newMentee,
  newMentor,
  notificationTitles,
  requestMentor,
} from './test/mentorship-requests';

describe('becoming a mentor', () => {
  it('is an application an admin approves, which gives the account the mentor role and view', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const applicant = await signUpAndSignIn(app);
    const applied = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile`,
      headers: applicant.headers,
      payload: mentorProfileBody(),
    });
    expect(applied.json<OwnMentorProfile>()).toMatchObject({ status: 'pending', capacity: 2, sample: false });
    expect(await notificationTitles(app, admin)).toContain('A new mentor application');
    expect(await hubOf(app, applicant)).toMatchObject({
      view: 'mentee',
      mentorProfile: { status: 'pending' },
    });
    // Not recommended before approval.
    const mentee = await newMentee(app);
    expect((await hubOf(app, mentee)).recommendations.map((card) => card.mentor.id)).not.toContain(
      applicant.user.id,
    );

    const figures = (
      await app.inject({ method: 'GET', url: `${HUB}/admin`, headers: admin.headers })
    ).json<MentorshipAdmin>();
    expect(figures.pendingMentors.map((mentor) => mentor.id)).toEqual([applicant.user.id]);

    const approve = await app.inject({
      method: 'POST',
      url: `${HUB}/admin/mentors/${applicant.user.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.json<OwnMentorProfile>().status).toBe('approved');
    const [stored] = await app.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, applicant.user.id));
    expect(stored?.role).toBe('mentor');
    expect((await hubOf(app, applicant)).view).toBe('mentor');
    expect(await notificationTitles(app, applicant)).toContain('You are now a mentor');

    const twice = await app.inject({
      method: 'POST',
      url: `${HUB}/admin/mentors/${applicant.user.id}/approve`,
      headers: admin.headers,
    });
    expect(expectErrorBody(twice, 404, 'NOT_FOUND').message).toBe(MENTORSHIP_MESSAGES.applicationNotFound);
  });

  it('refuses a profile without channels or with a slot that ends before it starts', async () => {
    const app = await buildMentorshipApp();
    const applicant = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile`,
      headers: applicant.headers,
      payload: mentorProfileBody({
        channels: [],
        availability: { accepting: true, slots: [{ day: 'MON', start: '20:00', end: '19:00' }] },
      }),
    });
    expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors).toMatchObject({
      channels: MENTORSHIP_MESSAGES.channelsRequired,
      'availability.slots.0.end': MENTORSHIP_MESSAGES.slotOrder,
    });
    expect((await hubOf(app, applicant)).mentorProfile).toBeNull();
  });

  it('lets an approved mentor pause and set weekly slots, but nobody else', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const availability = { accepting: false, slots: [{ day: 'SAT', start: '09:00', end: '10:30' }] };
    const changed = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile/availability`,
      headers: mentor.headers,
      payload: availability,
    });
    expect(changed.json<OwnMentorProfile>().availability).toEqual(availability);
    const veteran = await signUpAndSignIn(app);
    const denied = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile/availability`,
      headers: veteran.headers,
      payload: availability,
    });
    expectErrorBody(denied, 403, 'FORBIDDEN');
  });
});

describe('the admin view', () => {
  it.each(['veteran', 'mentor'] as const)('is refused to a %s (403)', async (role) => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const session = role === 'mentor' ? await newMentor(app, admin) : await signUpAndSignIn(app);
    for (const [method, url] of [
      ['GET', `${HUB}/admin`],
      ['POST', `${HUB}/admin/mentors/${randomUUID()}/approve`],
    ] as const) {
      const response = await app.inject({ method, url, headers: session.headers });
      expect(expectErrorBody(response, 403, 'FORBIDDEN').message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it("shows each mentor's response-time figures", async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    await requestMentor(app, mentee, mentor.user.id);
    const figures = (
      await app.inject({ method: 'GET', url: `${HUB}/admin`, headers: admin.headers })
    ).json<MentorshipAdmin>();
    expect(figures.responseTimes.find((row) => row.mentor.id === mentor.user.id)).toEqual({
      mentor: { id: mentor.user.id, name: 'Avery Cole' },
      medianResponseHours: null,
      answered: 0,
      pending: 1,
      expired: 0,
    });
    expect(figures.responseTimes).toHaveLength(4);
    // The real mentor first, though the samples were there long before (decision 038).
    expect(figures.responseTimes[0]!.mentor.id).toBe(mentor.user.id);
  });
});
