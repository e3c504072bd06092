import { setTimeout as sleep } from 'node:timers/promises';
import { MOS_MESSAGES, PROFILE_MESSAGES } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { veteranProfiles } from './profiles.schema';
import { buildProfilesTestApp, createProfile, expectFieldErrors } from './test/profile-requests';

async function ownerWithProfile() {
  const app = await buildProfilesTestApp();
  const owner = await signUpAndSignIn(app);
  const profile = await createProfile(app, owner);
  const patch = (payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/veteran-profiles/${profile.id}`,
      headers: { ...owner.headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
      payload: payload as object,
    });
  const read = async () =>
    (
      await app.inject({ method: 'GET', url: `/api/veteran-profiles/${profile.id}`, headers: owner.headers })
    ).json();
  return { app, profile, patch, read };
}

describe('PATCH /api/veteran-profiles/{id} with input that used to answer 500', () => {
  it.each<[string, unknown]>([
    ['a body of null', null],
    ['no body', undefined],
    ['a NUL in the location', { preferredLocation: 'Austin\u0000' }],
    ['year 0000', { serviceStartDate: '0000-01-01' }],
    ['year 10000 for the end', { serviceEndDate: '10000-01-01T00:00:00.000Z' }],
  ])('answers 400 to %s and changes nothing', async (_case, payload) => {
    const { profile, patch, read } = await ownerWithProfile();
    const response = await patch(payload === null ? 'null' : payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await read()).toEqual(profile);
  });
});

describe('PATCH /api/veteran-profiles/{id}', () => {
  it('changes only the fields sent, normalised, and moves updatedAt', async () => {
    const { profile, patch, read } = await ownerWithProfile();
    await sleep(5); // timestamps have millisecond precision in the answer

    const response = await patch({ preferredLocation: ' Denver, CO ', mosCode: '68w', careerInterests: [] });

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({
      ...profile,
      preferredLocation: 'Denver, CO',
      mosCode: '68W',
      careerInterests: [],
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(profile.updatedAt));
    expect(await read()).toEqual(updated);
  });

  it('clears the optional phone, end date and education', async () => {
    const { patch } = await ownerWithProfile();
    const response = await patch({ phoneNumber: '', serviceEndDate: null, education: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: null, serviceEndDate: null, education: null });
  });

  it.each([
    ['firstName', '', PROFILE_MESSAGES.firstName],
    ['lastName', ' ', PROFILE_MESSAGES.lastName],
    ['branch', null, PROFILE_MESSAGES.branch],
    ['rank', '', PROFILE_MESSAGES.rank],
    ['mosCode', '', PROFILE_MESSAGES.mosCode],
    ['dischargeStatus', '', PROFILE_MESSAGES.dischargeStatus],
    ['serviceStartDate', '', PROFILE_MESSAGES.serviceStartDate],
    ['phoneNumber', '+0 555 555', PROFILE_MESSAGES.phone],
    [
      'careerInterests',
      Array.from({ length: 11 }, (_, i) => `Interest ${i + 1}`),
      PROFILE_MESSAGES.careerInterests,
    ],
  ])('rejects %s = %j with the spec message and keeps the profile', async (field, value, message) => {
    const { profile, patch, read } = await ownerWithProfile();
    expectFieldErrors(await patch({ [field]: value }), { [field]: message });
    expect(await read()).toEqual(profile);
  });

  it('checks the end date against the stored start date, equal dates failing', async () => {
    const { patch } = await ownerWithProfile(); // started 2012-06-01
    for (const end of ['2012-06-01T00:00:00.000Z', '2010-01-01T00:00:00.000Z']) {
      expectFieldErrors(await patch({ serviceEndDate: end }), {
        serviceEndDate: PROFILE_MESSAGES.serviceEndDate,
      });
    }
    expectFieldErrors(await patch({ serviceStartDate: '2021-01-01T00:00:00.000Z' }), {
      serviceEndDate: PROFILE_MESSAGES.serviceEndDate,
    });
  });

  it('checks the stored MOS code against a new branch, and a new code against the catalogue', async () => {
    const { patch } = await ownerWithProfile(); // Army, 11B

    expectFieldErrors(await patch({ branch: 'MARINES' }), { mosCode: 'Enter a valid MOS code (e.g. 0311)' });
    expectFieldErrors(await patch({ mosCode: '99Z' }), { mosCode: MOS_MESSAGES.unknown });
    const moved = await patch({ branch: 'MARINES', mosCode: '0311' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ branch: 'MARINES', mosCode: '0311' });
  });

  it('refuses a service start date in the future, and a change beside a start stored before that rule', async () => {
    const { app, profile, patch, read } = await ownerWithProfile();
    const nextYear = `${new Date().getUTCFullYear() + 1}-03-01T00:00:00.000Z`;
    expectFieldErrors(await patch({ serviceStartDate: nextYear, serviceEndDate: null }), {
      serviceStartDate: PROFILE_MESSAGES.serviceStartInFuture,
    });
    expect(await read()).toEqual(profile);

    // Stored before the rule existed: the person may still change other service fields.
    await app.database.db
      .update(veteranProfiles)
      .set({ serviceStartDate: new Date(nextYear), serviceEndDate: null })
      .where(eq(veteranProfiles.id, profile.id));
    const end = `${new Date().getUTCFullYear() + 5}-01-01T00:00:00.000Z`;
    const changed = await patch({ serviceEndDate: end });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ serviceStartDate: nextYear, serviceEndDate: end });
  });

  it('says the limit of a name that is too long', async () => {
    const { patch } = await ownerWithProfile();
    expectFieldErrors(await patch({ firstName: 'A'.repeat(300) }), {
      firstName: 'First name must be at most 100 characters',
    });
  });

  it('keeps the e-mail read-only', async () => {
    const { profile, patch, read } = await ownerWithProfile();
    const response = await patch({ email: 'new.address@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await read()).email).toBe(profile.email);
  });
});
