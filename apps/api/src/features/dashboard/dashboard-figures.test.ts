import { BENEFIT_TYPES } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  circlePostReports,
  circlePosts,
  jobPostings,
  mentorProfiles,
  mentorshipRequests,
  notifications,
  resumes,
  savedJobs,
  users,
} from '../../db/schema';
import { seedKnownOccupations } from '../../test/occupations';
import { expectErrorBody } from '../../test/helper';
import { featuresWithScopeProbe as features } from '../../test/feature-scope';
import { buildTestApp } from '../../test/helper';
import type { App } from '../../app';
import { dashboardApp, dashboardOf, person, withRole } from './test/dashboard-requests';

const HOUR = 3_600_000;
/** The seeded public sample circle (the community feature writes it at start). */
const SAMPLE_CIRCLE = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01';

async function savedJob(app: App, userId: string, externalId: string) {
  const [job] = await app.database.db
    .insert(jobPostings)
    .values({
      source: 'csv',
      externalId,
      title: 'Logistics coordinator',
      company: 'Acme Freight',
      location: 'Austin, TX',
      description: 'Moves freight.',
      applyUrl: 'https://example.org/apply',
      postedAt: new Date(),
    })
    .returning({ id: jobPostings.id });
  await app.database.db.insert(savedJobs).values({ userId, jobId: job!.id });
}

describe('the veteran dashboard', () => {
  it("answers the veteran's own figures in one call, none of another veteran's", async () => {
    await seedKnownOccupations();
    const app = await dashboardApp();
    const veteran = await withRole(app, 'veteran');
    const other = await withRole(app, 'veteran');
    const profile = await app.inject({
      method: 'POST',
      url: '/api/veteran-profiles',
      headers: veteran.headers,
      payload: sampleProfileCreate({ email: veteran.email, skills: [], education: null }),
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const ticked = await app.inject({
      method: 'PATCH',
      url: `/api/v1/benefits/checklist/${BENEFIT_TYPES[0]}`,
      headers: veteran.headers,
      payload: { completed: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    await app.database.db.insert(resumes).values([
      { userId: veteran.user.id, name: 'Operations', template: 'modern', data: {} as never },
      { userId: other.user.id, name: 'Other', template: 'modern', data: {} as never },
    ]);
    await savedJob(app, veteran.user.id, 'a');
    await savedJob(app, veteran.user.id, 'b');
    await savedJob(app, other.user.id, 'c');
    const note = { topic: 'probe.news', category: 'benefits' as const, title: 'News', body: 'News' };
    await app.database.db.insert(notifications).values([
      { ...note, userId: veteran.user.id },
      { ...note, userId: veteran.user.id, readAt: new Date() },
      { ...note, userId: other.user.id },
    ]);

    const dashboard = await dashboardOf(app, veteran);
    expect(dashboard.persona).toBe('veteran');
    expect(dashboard.unavailable).toEqual([]);
    expect(Object.keys(dashboard.figures).sort()).toEqual(
      [
        'benefits.tracker',
        'jobs.saved',
        'notifications.unread',
        'plan.progress',
        'profiles.completeness',
        'resume.count',
      ].sort(),
    );
    expect(dashboard.figures['profiles.completeness']).toEqual({
      percent: 78,
      missing: ['Skills', 'Education'],
    });
    expect(dashboard.figures['jobs.saved']).toBe(2);
    expect(dashboard.figures['resume.count']).toBe(1);
    expect(dashboard.figures['notifications.unread']).toBe(1);
    const tracker = dashboard.figures['benefits.tracker']!;
    expect(tracker.total).toBe(BENEFIT_TYPES.length);
    // Only the item the veteran ticked is done; a benefit they qualify for is not ticked for them (decision 037).
    expect(tracker.items.filter((item) => item.completed).map((item) => item.benefitType)).toEqual([
      BENEFIT_TYPES[0],
    ]);
    expect(tracker.completed).toBe(1);
    expect(tracker.percent).toBe(Math.round((1 / tracker.total) * 100));

    const empty = await dashboardOf(app, other);
    expect(empty.figures['profiles.completeness']).toEqual({ percent: 0, missing: ['Veteran profile'] });
    // No profile, no service dates: no checklist of the rules (the benefits page shows the demo veteran instead).
    expect(empty.figures['benefits.tracker']).toBeNull();
    expect(empty.figures['jobs.saved']).toBe(1);
  });

  it('names the next deadline: the soonest window still open whose benefit is not completed', async () => {
    await seedKnownOccupations();
    const app = await dashboardApp();
    const veteran = await withRole(app, 'veteran');
    // Separating in 100 days: the transition windows are open and dated.
    const separation = new Date(Date.now() + 100 * 24 * HOUR).toISOString();
    const created = await app.inject({
      method: 'POST',
      url: '/api/veteran-profiles',
      headers: veteran.headers,
      payload: sampleProfileCreate({ email: veteran.email, serviceEndDate: separation }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const next = (await dashboardOf(app, veteran)).figures['benefits.tracker']!.nextDeadline!;
    expect(next.daysLeft).toBeGreaterThanOrEqual(0);
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/v1/benefits/statuses/${next.benefitType}`,
      headers: veteran.headers,
      payload: { status: 'Completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = (await dashboardOf(app, veteran)).figures['benefits.tracker']!.nextDeadline;
    expect(after?.benefitType).not.toBe(next.benefitType);
    if (after) expect(after.date >= next.date).toBe(true);
  });

  it('shows moderators the veteran view: the persona follows the role stored on the server', async () => {
    const app = await dashboardApp();
    const moderator = await withRole(app, 'moderator');
    expect((await dashboardOf(app, moderator)).persona).toBe('veteran');
  });
});

describe('the mentor dashboard', () => {
  it('counts pending requests and active mentees, lists the oldest requests, and the median hours to answer', async () => {
    const app = await dashboardApp();
    const mentor = await withRole(app, 'mentor', { firstName: 'Avery', lastName: 'Cole' });
    const otherMentor = await person(app, 'Other');
    const [ana, ben, cam, dee] = await Promise.all(
      ['Ana', 'Ben', 'Cam', 'Dee'].map((name) => person(app, name)),
    );
    const now = Date.now();
    const request = (
      menteeId: string,
      status: 'pending' | 'accepted' | 'declined',
      ageHours: number,
      answeredAfterHours?: number,
    ) => ({
      menteeId,
      mentorId: mentor.user.id,
      message: `Hello from ${status}`,
      status,
      createdAt: new Date(now - ageHours * HOUR),
      answeredAt:
        answeredAfterHours === undefined ? null : new Date(now - ageHours * HOUR + answeredAfterHours * HOUR),
      expiresAt: new Date(now + 7 * 24 * HOUR),
    });
    await app.database.db
      .insert(mentorshipRequests)
      .values([
        request(ana!, 'pending', 2),
        request(ben!, 'pending', 5),
        request(cam!, 'accepted', 48, 2),
        request(dee!, 'declined', 30, 4),
        { ...request(ana!, 'pending', 1), mentorId: otherMentor },
      ]);

    const dashboard = await dashboardOf(app, mentor);
    expect(dashboard.persona).toBe('mentor');
    expect(Object.keys(dashboard.figures).sort()).toEqual(['mentorship.queue', 'mentorship.requests']);
    expect(dashboard.figures['mentorship.requests']).toEqual({
      pending: 2,
      active: 1,
      medianResponseHours: 3,
    });
    expect(dashboard.figures['mentorship.queue']!.map((row) => row.menteeName)).toEqual([
      'Ben Tester',
      'Ana Tester',
    ]);
  });

  it('has no median before any request is answered', async () => {
    const app = await dashboardApp();
    const mentor = await withRole(app, 'mentor');
    expect((await dashboardOf(app, mentor)).figures['mentorship.requests']).toEqual({
      pending: 0,
      active: 0,
      medianResponseHours: null,
    });
  });
});

describe('the admin dashboard', () => {
  it('counts users and new sign-ups this week, active circles, reports waiting and pending mentor approvals', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin');
    await person(app, 'Old', new Date(Date.now() - 30 * 24 * HOUR));
    const applicant = await person(app, 'Applicant');
    const reporter = await person(app, 'Reporter');
    await app.database.db.insert(mentorProfiles).values({
      userId: applicant,
      branch: 'NAVY',
      role: 'Project manager',
      experience: 'Ten years.',
      interests: [],
      channels: ['chat'],
      industry: '47',
      capacity: 2,
    });
    // The sample circles' welcome posts are older than 30 days; one new post makes one circle active.
    const [post] = await app.database.db
      .insert(circlePosts)
      .values({ circleId: SAMPLE_CIRCLE, authorId: reporter, content: 'Hello' })
      .returning({ id: circlePosts.id });
    await app.database.db.insert(circlePostReports).values([
      { postId: post!.id, reporterId: reporter, reason: 'Spam' },
      { postId: post!.id, reporterId: admin.user.id, reason: 'Old', resolvedAt: new Date() },
    ]);
    const [all] = await app.database.db.select({ total: count() }).from(users);

    const dashboard = await dashboardOf(app, admin);
    expect(dashboard.persona).toBe('admin');
    expect(dashboard.figures['auth.users']).toEqual({ total: all!.total, newThisWeek: all!.total - 1 });
    expect(dashboard.figures['community.active-circles']).toBe(1);
    expect(dashboard.figures['community.reports-waiting']).toBe(1);
    expect(dashboard.figures['mentorship.pending-approvals']).toBe(1);
    expect(dashboard.figures['jobs.saved']).toBeUndefined();
  });

  it('keeps admin figures from veterans, and admin-only routes answer them 403', async () => {
    const app = await dashboardApp();
    const veteran = await withRole(app, 'veteran');
    const dashboard = await dashboardOf(app, veteran);
    expect(dashboard.figures['auth.users']).toBeUndefined();
    expect(dashboard.figures['mentorship.pending-approvals']).toBeUndefined();
    expectErrorBody(
      await app.inject({ method: 'GET', url: '/api/announcements', headers: veteran.headers }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('a figure that fails', () => {
  it('is named as unavailable while the rest of the dashboard still answers', async () => {
    const failing: FastifyPluginAsyncZod = async (app) => {
      app.dashboardFigures.register({
        name: 'resume.count',
        personas: ['veteran'],
        compute: async () => {
          throw new Error('resume store down');
        },
      });
    };
    const withoutResume = features.filter((feature) => feature.name !== 'resumeRoutes');
    expect(withoutResume.length).toBe(features.length - 1);
    const app = await buildTestApp({ features: [...withoutResume, failing] });
    const veteran = await withRole(app, 'veteran');
    const dashboard = await dashboardOf(app, veteran);
    expect(dashboard.unavailable).toEqual(['resume.count']);
    expect(dashboard.figures['resume.count']).toBeUndefined();
    expect(dashboard.figures['jobs.saved']).toBe(0);
  });
});
