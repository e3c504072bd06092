import { MOS_MESSAGES, PROFILE_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { MANY_FIELDS_MESSAGE } from '../../plugins/app/error-handler';
import { expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { EMAIL_MISMATCH_MESSAGE } from './profile-rules';
import { PROFILE_API_MESSAGES } from './profiles.service';
import { buildProfilesTestApp, expectFieldErrors, postProfile, profileBody } from './test/profile-requests';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';

async function signedIn() {
  const app = await buildProfilesTestApp();
  const session = await signUpAndSignIn(app);
  return {
    app,
    session,
    body: (overrides: Record<string, unknown> = {}) => profileBody(session.user, overrides),
  };
}

describe('POST /api/veteran-profiles', () => {
  it("stores the signed-in user's profile with the spec's normalisation and answers 201 with it", async () => {
    const { app, session, body } = await signedIn();

    const response = await postProfile(app, session, body());

    expect(response.statusCode, response.body).toBe(201);
    const profile = response.json();
    const { authUserId: _owner, ...sample } = sampleProfileCreate();
    expect(profile).toEqual({
      ...sample,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      authUserId: session.user.id,
      email: session.user.email,
      createdAt: expect.any(String),
      updatedAt: profile.createdAt,
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/veteran-profiles/${profile.id}`,
      headers: session.headers,
    });
    expect(stored.json()).toEqual(profile);
  });

  it("applies the profile form's defaults and accepts a profile without phone or end date", async () => {
    const { app, session } = await signedIn();
    const {
      phoneNumber: _p,
      serviceEndDate: _e,
      careerInterests: _c,
      skills: _s,
      ...rest
    } = profileBody(session.user);
    const { willingToRelocate: _w, jobAlertFrequency: _j, preferredLocation: _l, ...minimal } = rest;

    const response = await postProfile(app, session, minimal);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      phoneNumber: null,
      serviceEndDate: null,
      careerInterests: [],
      skills: [],
      preferredLocation: '',
      willingToRelocate: false,
      jobAlertFrequency: 'WEEKLY',
    });
  });

  it('answers every missing required field at once with the spec messages', async () => {
    const { app, session } = await signedIn();

    const response = await postProfile(app, session, {});

    expectFieldErrors(response, {
      firstName: PROFILE_MESSAGES.firstName,
      lastName: PROFILE_MESSAGES.lastName,
      branch: PROFILE_MESSAGES.branch,
      rank: PROFILE_MESSAGES.rank,
      mosCode: PROFILE_MESSAGES.mosCode,
      dischargeStatus: PROFILE_MESSAGES.dischargeStatus,
      serviceStartDate: PROFILE_MESSAGES.serviceStartDate,
      email: PROFILE_MESSAGES.email,
    });
    expect(response.json().message).toBe(MANY_FIELDS_MESSAGE);
  });

  it.each([
    ['firstName', '  ', PROFILE_MESSAGES.firstName],
    ['lastName', '', PROFILE_MESSAGES.lastName],
    ['branch', 'ARMY_AIR_CORPS', PROFILE_MESSAGES.branch],
    ['rank', 'E-10', PROFILE_MESSAGES.rank],
    ['mosCode', ' ', PROFILE_MESSAGES.mosCode],
    ['dischargeStatus', 'UNKNOWN', PROFILE_MESSAGES.dischargeStatus],
    ['serviceStartDate', 'not a date', PROFILE_MESSAGES.serviceStartDate],
    ['mosCode', 311, PROFILE_MESSAGES.mosCode],
    ['email', 'jordan.example.com', PROFILE_MESSAGES.email],
    ['phoneNumber', '0123', PROFILE_MESSAGES.phone],
    ['phoneNumber', '+1 512 555 0123 4567 8', PROFILE_MESSAGES.phone],
    ['serviceEndDate', '2012-06-01T00:00:00.000Z', PROFILE_MESSAGES.serviceEndDate],
    ['serviceEndDate', '2011-06-01T00:00:00.000Z', PROFILE_MESSAGES.serviceEndDate],
    [
      'careerInterests',
      Array.from({ length: 11 }, (_, i) => `Interest ${i + 1}`),
      PROFILE_MESSAGES.careerInterests,
    ],
  ])('rejects %s = %j with its message as the answer', async (field, value, message) => {
    const { app, session, body } = await signedIn();

    const response = await postProfile(app, session, body({ [field]: value }));

    expectFieldErrors(response, { [field]: message });
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(response.json().message).toBe(message);
  });

  it('accepts exactly 10 career interests and an end date one day after the start', async () => {
    const { app, session, body } = await signedIn();
    const interests = Array.from({ length: 10 }, (_, i) => `Interest ${i + 1}`);

    const response = await postProfile(
      app,
      session,
      body({ careerInterests: interests, serviceEndDate: '2012-06-02T00:00:00.000Z' }),
    );

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().careerInterests).toEqual(interests);
  });

  it('refuses a service start date in the future, and accepts an expected separation date in the future', async () => {
    const { app, session, body } = await signedIn();
    const year = new Date().getUTCFullYear();
    expectFieldErrors(
      await postProfile(
        app,
        session,
        body({ serviceStartDate: `${year + 1}-01-15`, serviceEndDate: `${year + 5}-01-15` }),
      ),
      { serviceStartDate: PROFILE_MESSAGES.serviceStartInFuture },
    );
    const stillServing = await postProfile(
      app,
      session,
      body({ serviceStartDate: `${year - 3}-01-15`, serviceEndDate: `${year + 1}-01-15` }),
    );
    expect(stillServing.statusCode, stillServing.body).toBe(201);
  });

  it("checks the MOS code's format for the chosen branch, naming that branch's example", async () => {
    const { app, session, body } = await signedIn();

    expectFieldErrors(await postProfile(app, session, body({ branch: 'MARINES', mosCode: '11B' })), {
      mosCode: 'Enter a valid MOS code (e.g. 0311)',
    });
    expectFieldErrors(await postProfile(app, session, body({ mosCode: '0311' })), {
      mosCode: 'Enter a valid MOS code (e.g. 11B)',
    });
    const marine = await postProfile(app, session, body({ branch: 'MARINES', mosCode: ' 0311 ' }));
    expect(marine.statusCode, marine.body).toBe(201);
    expect(marine.json().mosCode).toBe('0311');
  });

  it('rejects a well-formed code the occupation catalogue does not know', async () => {
    const { app, session, body } = await signedIn();

    const response = await postProfile(app, session, body({ mosCode: '99z' }));

    expectFieldErrors(response, { mosCode: MOS_MESSAGES.unknown });
    expect(response.json().message).toBe('We do not recognize that MOS code yet');
  });

  it('keeps one profile per account: a second POST answers 409 and changes nothing', async () => {
    const { app, session, body } = await signedIn();
    const first = await postProfile(app, session, body());
    expect(first.statusCode).toBe(201);

    // The registration screen retrying after a successful first attempt.
    const retry = await postProfile(app, session, body({ firstName: 'Someone else' }));

    expect(expectErrorBody(retry, 409, 'CONFLICT').message).toBe(PROFILE_API_MESSAGES.alreadyExists);
    const byAccount = await app.inject({
      method: 'GET',
      url: `/api/veteran-profiles/auth/${session.user.id}`,
      headers: session.headers,
    });
    expect(byAccount.json()).toMatchObject({ id: first.json().id, firstName: 'Jordan' });
  });

  it('refuses to create a profile for another account', async () => {
    const { app, session, body } = await signedIn();
    const other = await signUpAndSignIn(app);

    const response = await postProfile(app, session, body({ authUserId: other.user.id }));

    expect(expectErrorBody(response, 403, 'FORBIDDEN').message).toBe(PROFILE_API_MESSAGES.otherOwner);
    const othersProfile = await app.inject({
      method: 'GET',
      url: `/api/veteran-profiles/auth/${other.user.id}`,
      headers: other.headers,
    });
    expect(othersProfile.statusCode).toBe(404);
  });

  it("stores the account's e-mail: another address is refused, a differently-cased own address accepted", async () => {
    const { app, session, body } = await signedIn();

    const mismatch = await postProfile(app, session, body({ email: 'someone.else@example.com' }));
    expectFieldErrors(mismatch, { email: EMAIL_MISMATCH_MESSAGE });

    const shouted = await postProfile(app, session, body({ email: ` ${session.user.email.toUpperCase()} ` }));
    expect(shouted.statusCode, shouted.body).toBe(201);
    expect(shouted.json().email).toBe(session.user.email);
  });

  // Each of these answered 500: PostgreSQL refused the NUL or the year, or the body's rules threw on null.
  it.each<[string, Record<string, unknown>, string]>([
    ['a NUL in the first name', { firstName: 'Jor\u0000dan' }, 'firstName'],
    ['a NUL in a skill', { skills: ['Logistics\u0000'] }, 'skills.0'],
    ['a NUL in the education', { education: 'BA\u0000' }, 'education'],
    ['year 0000', { serviceStartDate: '0000-01-01' }, 'serviceStartDate'],
    ['year -1', { serviceStartDate: '-000001-01-01' }, 'serviceStartDate'],
    ['year 10000', { serviceStartDate: '10000-01-01' }, 'serviceStartDate'],
    ['an end in year 10000', { serviceEndDate: '10000-01-01' }, 'serviceEndDate'],
  ])('answers 400 to %s', async (_case, overrides, field) => {
    const { app, session, body } = await signedIn();
    const response = await postProfile(app, session, body(overrides));
    expect(Object.keys(expectErrorBody(response, 400, 'VALIDATION').fieldErrors ?? {})).toEqual([field]);
  });

  it.each([
    ['null', 'null'],
    ['absent', undefined],
  ])('answers 400 to a body that is %s', async (_case, payload) => {
    const { app, session } = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/veteran-profiles',
      headers: { ...session.headers, ...(payload && { 'content-type': 'application/json' }) },
      payload,
    });
    expectErrorBody(response, 400, 'VALIDATION');
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const app = await buildProfilesTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/veteran-profiles', payload: {} });
    expectErrorBody(response, 401, 'UNAUTHENTICATED');
  });
});
