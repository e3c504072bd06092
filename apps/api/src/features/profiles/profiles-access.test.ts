import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { PROFILE_API_MESSAGES } from './profiles.service';
import { buildProfilesTestApp, createProfile } from './test/profile-requests';

async function ownerWithProfile() {
  const app = await buildProfilesTestApp();
  const owner = await signUpAndSignIn(app);
  const profile = await createProfile(app, owner);
  return { app, owner, profile };
}

describe('reading a veteran profile', () => {
  it('answers the owner by profile id and by account id', async () => {
    const { app, owner, profile } = await ownerWithProfile();
    for (const url of [
      `/api/veteran-profiles/${profile.id}`,
      `/api/veteran-profiles/auth/${owner.user.id}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: owner.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual(profile);
      // Personal data: no browser or proxy cache may keep it.
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it.each([
    ['an unknown id', () => `/api/veteran-profiles/${randomUUID()}`],
    ['an id that is no UUID', () => '/api/veteran-profiles/not-a-uuid'],
  ])('answers 404 for %s', async (_name, url) => {
    const { app, owner } = await ownerWithProfile();
    const response = await app.inject({ method: 'GET', url: url(), headers: owner.headers });
    expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(PROFILE_API_MESSAGES.notFound);
  });

  it('answers 404 to an account that has no profile yet, which the registration retry relies on', async () => {
    const app = await buildProfilesTestApp();
    const session = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/veteran-profiles/auth/${session.user.id}`,
      headers: session.headers,
    });
    expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(PROFILE_API_MESSAGES.notFound);
  });

  it("lets an admin read anyone's profile, but not change or delete it", async () => {
    const { app, owner, profile } = await ownerWithProfile();
    const admin = await signUpAndSignIn(app);
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

    for (const url of [
      `/api/veteran-profiles/${profile.id}`,
      `/api/veteran-profiles/auth/${owner.user.id}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: admin.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual(profile);
      // Personal data: no browser or proxy cache may keep it.
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const url = `/api/veteran-profiles/${profile.id}`;
    const patch = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { rank: 'E-9' },
    });
    expect(expectErrorBody(patch, 403, 'FORBIDDEN').message).toBe(PROFILE_API_MESSAGES.ownerOnly);
    const removal = await app.inject({ method: 'DELETE', url, headers: admin.headers });
    expectErrorBody(removal, 403, 'FORBIDDEN');
    const after = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(after.json()).toEqual(profile);
  });
});

describe("another user's profile (IDOR)", () => {
  it('is answered as not found whether read, changed or deleted, and stays unchanged', async () => {
    const { app, owner, profile } = await ownerWithProfile();
    const intruder = await signUpAndSignIn(app);
    const url = `/api/veteran-profiles/${profile.id}`;

    const attempts = [
      await app.inject({ method: 'GET', url, headers: intruder.headers }),
      await app.inject({
        method: 'GET',
        url: `/api/veteran-profiles/auth/${owner.user.id}`,
        headers: intruder.headers,
      }),
      await app.inject({
        method: 'PATCH',
        url,
        headers: intruder.headers,
        payload: { firstName: 'Mallory' },
      }),
      await app.inject({ method: 'DELETE', url, headers: intruder.headers }),
    ];

    for (const response of attempts) {
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(PROFILE_API_MESSAGES.notFound);
    }
    const after = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(after.json()).toEqual(profile);
  });
});

describe('DELETE /api/veteran-profiles/{id}', () => {
  it('answers 204 without a body, records who deleted it, and the profile is gone', async () => {
    const { app, owner, profile } = await ownerWithProfile();
    const url = `/api/veteran-profiles/${profile.id}`;

    const response = await app.inject({ method: 'DELETE', url, headers: owner.headers });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectErrorBody(await app.inject({ method: 'GET', url, headers: owner.headers }), 404, 'NOT_FOUND');
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.subject, profile.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'veteran_profile.deleted',
        actorUserId: owner.user.id,
        ip: '127.0.0.1',
        details: { ownerUserId: owner.user.id },
      }),
    ]);
  });

  it('lets the owner create a new profile afterwards', async () => {
    const { app, owner, profile } = await ownerWithProfile();
    await app.inject({
      method: 'DELETE',
      url: `/api/veteran-profiles/${profile.id}`,
      headers: owner.headers,
    });
    const again = await createProfile(app, owner);
    expect(again.id).not.toBe(profile.id);
  });
});

describe('without a valid session', () => {
  const id = randomUUID();
  it.each([
    ['POST', '/api/veteran-profiles'],
    ['GET', `/api/veteran-profiles/${id}`],
    ['GET', `/api/veteran-profiles/auth/${id}`],
    ['PATCH', `/api/veteran-profiles/${id}`],
    ['DELETE', `/api/veteran-profiles/${id}`],
  ] as const)('%s %s answers 401', async (method, url) => {
    const app = await buildProfilesTestApp();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const response = await app.inject({ method, url, headers, payload: {} });
      expectErrorBody(response, 401, 'UNAUTHENTICATED');
    }
  });
});
