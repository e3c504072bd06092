/**
 * Download my data and Delete my account (decision 017) across the features that hold something about a person:
 * the account (auth), the profile, saved resumes, contact messages, the mail outbox and the audit trail.
 */
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES, dataExportSchema, emptyResumeData } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  auditLog,
  benefitReminders,
  benefitStatuses,
  contactMessages,
  outboxEmails,
  resumes,
  sessions,
  users,
  veteranProfiles,
} from '../db/schema';
import { features } from './index';
import { bearer, signUpAndSignIn, TEST_PASSWORD, type SignedInUser } from '../test/auth';
import { buildTestApp, expectErrorBody, type TestAppOptions } from '../test/helper';
import { seedKnownOccupations } from '../test/occupations';

const SUMMARY = '/api/account/data-summary';
const EXPORT = '/api/account/data-export';
const DELETION = '/api/account/deletion';

async function appWith(options: TestAppOptions = {}) {
  await seedKnownOccupations();
  return buildTestApp(options);
}

/** A veteran with a profile, a resume and a contact message, as the screens would leave them. */
async function veteran(app: App, { verified = false } = {}): Promise<SignedInUser> {
  const session = await signUpAndSignIn(app);
  if (verified) {
    await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, session.user.id));
  }
  const profile = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({ email: session.email, phoneNumber: '5125550123' }),
  });
  expect(profile.statusCode, profile.body).toBe(201);
  const resume = await app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: session.headers,
    payload: { name: 'Operations roles', data: { ...emptyResumeData(), summary: 'Team leader.' } },
  });
  expect(resume.statusCode, resume.body).toBe(201);
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      fullName: 'Jordan Rivera',
      email: session.email.toUpperCase(),
      message: 'Do you help with the GI Bill?',
    },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const status = await app.inject({
    method: 'PATCH',
    url: '/api/v1/benefits/statuses/VGLI',
    headers: session.headers,
    payload: { status: 'In Progress' },
  });
  expect(status.statusCode, status.body).toBe(200);
  // A deadline reminder the daily task sent (benefit-reminders.test.ts sends them for real).
  await app.database.db.insert(benefitReminders).values({
    userId: session.user.id,
    benefitType: 'VGLI',
    windowCloses: '2027-03-14',
    threshold: 30,
    daysLeft: 30,
  });
  return session;
}

const exportOf = async (app: App, session: SignedInUser) => {
  const response = await app.inject({ method: 'GET', url: EXPORT, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: dataExportSchema.parse(response.json()) };
};

const deleteAccount = (app: App, session: SignedInUser, password: string) =>
  app.inject({ method: 'POST', url: DELETION, headers: session.headers, payload: { password } });

async function rowsOf(app: App, session: SignedInUser) {
  const { db } = app.database;
  const mine = or(eq(auditLog.actorUserId, session.user.id), eq(auditLog.subject, session.user.id));
  return {
    users: await db.$count(users, eq(users.id, session.user.id)),
    sessions: await db.$count(sessions, eq(sessions.userId, session.user.id)),
    profiles: await db.$count(veteranProfiles, eq(veteranProfiles.userId, session.user.id)),
    benefits: await db.$count(benefitStatuses, eq(benefitStatuses.userId, session.user.id)),
    reminders: await db.$count(benefitReminders, eq(benefitReminders.userId, session.user.id)),
    resumes: await db.$count(resumes, eq(resumes.userId, session.user.id)),
    contact: await db.$count(contactMessages, eq(contactMessages.email, session.email.toUpperCase())),
    outbox: await db.$count(outboxEmails, eq(outboxEmails.to, session.email)),
    audit: await db.select().from(auditLog).where(mine),
  };
}

describe('GET /api/account/data-export (Download my data)', () => {
  it('answers one JSON file with every part: account, sessions, profile and audit entries, no secrets', async () => {
    const app = await appWith();
    const session = await veteran(app);
    const { response, body } = await exportOf(app, session);

    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="waypoint-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      format: 'waypoint-data-export',
      version: 1,
      account: { id: session.user.id, email: session.email },
    });
    expect(Object.keys(body.parts).sort()).toEqual(
      [
        'audit.entries',
        'auth.account',
        'benefits.tracker',
        'contact.messages',
        'documents.vault',
        'interview.sessions',
        'mail.outbox',
        'notifications.notifications',
        'profiles.veteran-profile',
        'plan.transition-plan',
        'resume.resumes',
        'wellness.journal',
        'community.circles',
        'mentorship.hub',
        'jobs.saved-jobs',
        'dashboard.announcements',
      ].sort(),
    );
    expect(body.parts['benefits.tracker']).toEqual({
      statuses: [{ benefitType: 'VGLI', status: 'In Progress', updatedAt: expect.any(String) }],
      checklist: [],
      reminders: [
        {
          benefitType: 'VGLI',
          windowCloses: '2027-03-14',
          threshold: 30,
          daysLeft: 30,
          sentAt: expect.any(String),
        },
      ],
    });
    expect(body.parts['auth.account']).toMatchObject({
      email: session.email,
      firstName: 'Jordan',
      phoneNumber: '+15555550123',
      // Sign-up's session and the sign-in's.
      sessions: [
        expect.objectContaining({ ipAddress: '127.0.0.1' }),
        expect.objectContaining({ userAgent: expect.any(String) }),
      ],
      signInMethods: [expect.objectContaining({ method: expect.stringMatching(/^password/) })],
    });
    expect(body.parts['profiles.veteran-profile']).toMatchObject({
      authUserId: session.user.id,
      phoneNumber: '+15125550123',
      mosCode: '11B',
    });
    expect(body.parts['resume.resumes']).toEqual([
      expect.objectContaining({
        name: 'Operations roles',
        data: expect.objectContaining({ summary: 'Team leader.' }),
      }),
    ]);
    const actions = (body.parts['audit.entries'] as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.sign_up', 'auth.sign_in']));
    // Secrets never leave: no session token, no password hash.
    expect(response.body).not.toContain(session.token);
    expect(response.body).not.toContain('$argon2');
  });

  it('includes contact messages from the address only once the account has confirmed it', async () => {
    const app = await appWith();
    const unconfirmed = await exportOf(app, await veteran(app));
    expect(unconfirmed.body.parts['contact.messages']).toEqual({ messages: [], note: expect.any(String) });

    const confirmed = await exportOf(app, await veteran(app, { verified: true }));
    expect(confirmed.body.parts['contact.messages']).toEqual({
      messages: [expect.objectContaining({ message: 'Do you help with the GI Bill?' })],
    });
  });

  it('holds nothing of another account', async () => {
    const app = await appWith();
    const first = await veteran(app);
    const second = await veteran(app);
    const { response } = await exportOf(app, first);
    expect(response.body).not.toContain(second.user.id);
    expect(response.body).not.toContain(second.email);
  });
});

describe('GET /api/account/data-summary', () => {
  it('lists every part a deletion erases, with words for people', async () => {
    const app = await appWith();
    const session = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'GET', url: SUMMARY, headers: session.headers });
    expect(response.statusCode).toBe(200);
    const { parts } = response.json<{ parts: { name: string; description: string }[] }>();
    expect(parts.map((part) => part.name)).toEqual([
      'audit.entries',
      'mail.outbox',
      'notifications.notifications',
      'auth.account',
      'contact.messages',
      'profiles.veteran-profile',
      'plan.transition-plan',
      'wellness.journal',
      'benefits.tracker',
      'interview.sessions',
      'documents.vault',
      'resume.resumes',
      'community.circles',
      'mentorship.hub',
      'jobs.saved-jobs',
      'dashboard.announcements',
    ]);
    expect(parts.find((part) => part.name === 'profiles.veteran-profile')?.description).toMatch(
      /^Your veteran profile/,
    );
  });
});

describe('a feature taking part in data rights', () => {
  const notes: string[] = [];
  /** A future feature: it registers its part, and the export, the summary and the deletion include it. */
  const journal: FastifyPluginAsyncZod = async (app) => {
    app.dataRights.register({
      name: 'journal.entries',
      description: 'Your journal entries',
      export: async (subject) => [`entry of ${subject.id}`],
      erase: async (subject) => {
        notes.push(`erased ${subject.id}`);
      },
    });
  };

  it('registers once, and is exported, listed and erased with the rest', async () => {
    const app = await appWith({ features: [...features, journal] });
    const session = await signUpAndSignIn(app);
    expect((await exportOf(app, session)).body.parts['journal.entries']).toEqual([
      `entry of ${session.user.id}`,
    ]);
    const summary = await app.inject({ method: 'GET', url: SUMMARY, headers: session.headers });
    expect(summary.json().parts).toContainEqual({
      name: 'journal.entries',
      description: 'Your journal entries',
    });
    expect((await deleteAccount(app, session, TEST_PASSWORD)).statusCode).toBe(204);
    expect(notes).toEqual([`erased ${session.user.id}`]);
    expect(() => app.dataRights.register({ ...app.dataRights.get('journal.entries')! })).toThrow(
      'Data rights part "journal.entries" is already registered.',
    );
  });

  it('rolls the whole deletion back when one part fails', async () => {
    const failing: FastifyPluginAsyncZod = async (app) => {
      app.dataRights.register({
        name: 'broken.part',
        description: 'A part that fails',
        export: async () => null,
        erase: async () => {
          throw new Error('disk full');
        },
      });
    };
    // Registered first, so it is erased last: after the account, the profile and the rest are gone.
    const app = await appWith({ features: [failing, ...features] });
    const session = await veteran(app);
    const response = await deleteAccount(app, session, TEST_PASSWORD);
    expect(response.statusCode).toBe(500);
    const left = await rowsOf(app, session);
    expect(left).toMatchObject({ users: 1, sessions: 2, profiles: 1 });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
  });
});

describe('POST /api/account/deletion (Delete my account)', () => {
  it('refuses a wrong password with the message at the field, and deletes nothing', async () => {
    const app = await appWith();
    const session = await veteran(app);
    const response = await deleteAccount(app, session, 'not my password');
    const body = expectErrorBody(response, 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual({ password: ACCOUNT_DATA_MESSAGES.passwordIncorrect });
    expect(await rowsOf(app, session)).toMatchObject({ users: 1, sessions: 2, profiles: 1 });
    const empty = await deleteAccount(app, session, '');
    expect(expectErrorBody(empty, 400, 'VALIDATION').fieldErrors).toEqual({
      password: ACCOUNT_DATA_MESSAGES.passwordRequired,
    });
  });

  it('counts wrong passwords against the sign-in limit', async () => {
    const app = await appWith();
    const session = await signUpAndSignIn(app);
    for (let attempt = 0; attempt < 10; attempt += 1) await deleteAccount(app, session, 'wrong guess');
    const blocked = await deleteAccount(app, session, TEST_PASSWORD);
    expectErrorBody(blocked, 429, 'RATE_LIMITED');
    expect(await app.database.db.$count(users, eq(users.id, session.user.id))).toBe(1);
  });

  it('erases the account, sessions, profile, messages and mail in one go, keeps an audit entry without personal data, and spares everyone else', async () => {
    const app = await appWith();
    const session = await veteran(app, { verified: true });
    const other = await veteran(app, { verified: true });
    const before = await rowsOf(app, other);

    const response = await deleteAccount(app, session, TEST_PASSWORD);

    expect(response.statusCode, response.body).toBe(204);
    const left = await rowsOf(app, session);
    expect(left).toMatchObject({
      users: 0,
      sessions: 0,
      profiles: 0,
      benefits: 0,
      reminders: 0,
      resumes: 0,
      contact: 0,
      outbox: 0,
    });
    // The security log keeps its entries, without IP addresses or details, and one entry for the deletion.
    expect(left.audit.length).toBeGreaterThan(1);
    for (const entry of left.audit.filter((row) => row.action !== 'auth.account_deleted')) {
      expect(entry, entry.action).toMatchObject({ ip: null, details: null });
    }
    expect(left.audit.find((row) => row.action === 'auth.account_deleted')).toMatchObject({
      actorUserId: session.user.id,
      subject: session.user.id,
      ip: null,
      details: {
        erased: [
          'dashboard.announcements',
          'jobs.saved-jobs',
          'mentorship.hub',
          'community.circles',
          'resume.resumes',
          'documents.vault',
          'interview.sessions',
          'benefits.tracker',
          'wellness.journal',
          'plan.transition-plan',
          'profiles.veteran-profile',
          'contact.messages',
          'auth.account',
          'notifications.notifications',
          'mail.outbox',
          'audit.entries',
        ],
      },
    });
    const copies = await app.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.replyTo, session.email.toUpperCase()));
    expect(copies).toEqual([]);
    expect(JSON.stringify(await app.database.db.select().from(auditLog))).not.toContain(session.email);

    // The token is dead and the password no longer signs in.
    expectErrorBody(
      await app.inject({ method: 'GET', url: '/api/me', headers: session.headers }),
      401,
      'UNAUTHENTICATED',
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: session.email, password: TEST_PASSWORD },
    });
    expect(expectErrorBody(signIn, 401, 'UNAUTHENTICATED').message).toBe(AUTH_MESSAGES.invalidCredentials);

    // The other veteran keeps everything.
    const after = await rowsOf(app, other);
    expect({ ...after, audit: after.audit.length }).toEqual({ ...before, audit: before.audit.length });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(other.token) });
    expect(me.statusCode).toBe(200);
  });

  it('lets the address register again afterwards, as a new account', async () => {
    const app = await appWith();
    const session = await signUpAndSignIn(app);
    await deleteAccount(app, session, TEST_PASSWORD);
    const again = await signUpAndSignIn(app, { email: session.email });
    expect(again.user.id).not.toBe(session.user.id);
  });
});
