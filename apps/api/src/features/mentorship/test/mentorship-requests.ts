import type { MentorProfileInput, MentorRequest, MentorshipHub } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { civilianOccupations, militaryOccupations, occupationMatches, users } from '../../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../../test/auth';
import { testClock } from '../../../test/clock';
import { featureScope, featuresWithScopeProbe } from '../../../test/feature-scope';
import { buildTestApp, getTestDatabase } from '../../../test/helper';
import { createAuditLog } from '../../../lib/audit';
import { createTransaction } from '../../../lib/transaction';
import { createMentorshipRepository } from '../mentorship.repository';
import { createMentorshipService } from '../mentorship.service';

export const HUB = '/api/mentorship';

/**
 * The catalogue as the tests need it: Army 11B leading to a protective-service and a management occupation (as
 * the curated catalogue's 11B does), so the sample mentee's target industries are 33 and 11.
 */
async function seedCatalogue(): Promise<void> {
  const { db } = (await getTestDatabase()).database;
  const [occupation] = await db
    .insert(militaryOccupations)
    .values({
      branch: 'ARMY',
      code: '11B',
      kind: 'enlisted',
      title: 'Infantry',
      description: 'Infantry (test occupation).',
      source: 'catalogue',
    })
    .returning({ id: militaryOccupations.id });
  const civilian = (soc: string, title: string) => ({
    soc,
    title,
    summary: `${title} (test).`,
    salaryLow: 40_000,
    salaryHigh: 80_000,
    demand: 'High' as const,
    nextSteps: [],
    salarySource: 'test',
  });
  await db
    .insert(civilianOccupations)
    .values([civilian('33-3051', 'Police officers'), civilian('11-9161', 'Emergency management directors')]);
  await db.insert(occupationMatches).values([
    { militaryOccupationId: occupation!.id, soc: '33-3051', strength: 0.9, source: 'catalogue' },
    { militaryOccupationId: occupation!.id, soc: '11-9161', strength: 0.8, source: 'catalogue' },
  ]);
}

/** The app with the catalogue above; the sample mentors are written when it is ready. */
/** The app on a clock the test may move (`clockOf(app)`); it follows the system clock until then. */
export async function buildMentorshipApp(): Promise<App> {
  await seedCatalogue();
  const app = await buildTestApp({ features: featuresWithScopeProbe, clock: testClock() });
  await app.ready();
  return app;
}

export async function makeRole(app: App, session: SignedInUser, role: 'admin' | 'moderator' | 'mentor') {
  await app.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
}

export async function hubOf(app: App, session: SignedInUser): Promise<MentorshipHub> {
  const response = await app.inject({ method: 'GET', url: HUB, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MentorshipHub>();
}

/** A veteran with the sample profile (Army 11B, logistics and security, Austin) who chose "Become a mentee". */
export async function newMentee(app: App, options: { optIn?: boolean; firstName?: string } = {}) {
  const session = await signUpAndSignIn(app, { firstName: options.firstName ?? 'Jordan' });
  const profile = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({ email: session.email, firstName: options.firstName ?? 'Jordan' }),
  });
  expect(profile.statusCode, profile.body).toBe(201);
  if (options.optIn !== false) {
    const optIn = await app.inject({ method: 'POST', url: `${HUB}/mentee`, headers: session.headers });
    expect(optIn.statusCode, optIn.body).toBe(204);
  }
  return session;
}

export const mentorProfileBody = (overrides: Partial<MentorProfileInput> = {}): MentorProfileInput => ({
  branch: 'NAVY',
  role: 'Project manager',
  experience: 'Navy logistics officer, now managing construction projects.',
  interests: ['Operations'],
  channels: ['chat'],
  industry: '47',
  location: 'Norfolk, VA',
  capacity: 2,
  availability: { accepting: true, slots: [{ day: 'MON', start: '19:00', end: '20:00' }] },
  ...overrides,
});

/** An approved mentor: applies through the API, and an admin approves through the API. */
export async function newMentor(app: App, admin: SignedInUser, overrides: Partial<MentorProfileInput> = {}) {
  const session = await signUpAndSignIn(app, { firstName: 'Avery', lastName: 'Cole' });
  const applied = await app.inject({
    method: 'PUT',
    url: `${HUB}/mentor-profile`,
    headers: session.headers,
    payload: mentorProfileBody(overrides),
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const approved = await app.inject({
    method: 'POST',
    url: `${HUB}/admin/mentors/${session.user.id}/approve`,
    headers: admin.headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return session;
}

export async function newAdmin(app: App) {
  const session = await signUpAndSignIn(app, { firstName: 'Ada', lastName: 'Admin' });
  await makeRole(app, session, 'admin');
  return session;
}

export function postRequest(
  app: App,
  session: SignedInUser,
  mentorId: string,
  message = 'Could you help me?',
) {
  return app.inject({
    method: 'POST',
    url: `${HUB}/requests`,
    headers: session.headers,
    payload: { mentorId, message },
  });
}

export async function requestMentor(
  app: App,
  session: SignedInUser,
  mentorId: string,
): Promise<MentorRequest> {
  const response = await postRequest(app, session, mentorId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MentorRequest>();
}

export async function accept(app: App, mentor: SignedInUser, requestId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${HUB}/requests/${requestId}/accept`,
    headers: mentor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MentorRequest>();
}

export async function notificationTitles(app: App, session: SignedInUser): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications', headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { title: string }[] }>().items.map((item) => item.title);
}

/** The service on the app's database, machinery and clock, answering what the expiry tasks do not (for expiry). */
export function clockedService(app: App) {
  const { db } = app.database;
  return createMentorshipService({
    repository: createMentorshipRepository(db),
    transaction: createTransaction(db, (handle) => ({
      mentorship: createMentorshipRepository(handle),
      audit: createAuditLog(handle),
    })),
    profiles: featureScope().veteranRecords,
    catalogue: featureScope().occupationCatalogue,
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
    notifier: featureScope().notifier,
    taskQueue: app.taskQueue,
    live: app.live,
    now: () => app.clock.now(),
  });
}
