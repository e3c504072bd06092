import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VeteranProfile } from '@waypoint/shared';
import { readApiError } from '../../lib/api-error';
import { makeStore } from '../store';
import { makeProfile } from '../../test/fixtures/profiles';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { createProfile } from './api/create-profile';
import { deleteProfile } from './api/delete-profile';
import { getProfile } from './api/get-profile';
import { updateProfile } from './api/update-profile';
import { PROFILE_STORE_MESSAGES } from './profiles-api';

type CacheState = Parameters<ReturnType<typeof getProfile.select>>[0];

const profile = makeProfile();
const PROFILE_ROUTE = `GET /veteran-profiles/auth/${profile.authUserId}`;

function setup(routes: ApiRoutes) {
  const { calls } = stubApi(routes);
  const store = makeStore();
  const cached = () => getProfile.select(profile.authUserId)(store.getState() as CacheState);
  const fetchProfile = async () => {
    const request = store.dispatch(getProfile.initiate(profile.authUserId));
    await request;
    return request;
  };
  return { store, calls, cached, fetchProfile };
}

afterEach(() => vi.unstubAllGlobals());

describe('the veteran profile cache', () => {
  it("holds the account's profile with the time it was received", async () => {
    const { calls, cached, fetchProfile } = setup({ [PROFILE_ROUTE]: { status: 200, body: profile } });
    const before = Date.now();
    await fetchProfile();
    expect(cached()).toMatchObject({ data: profile, isSuccess: true });
    expect(cached().fulfilledTimeStamp).toBeGreaterThanOrEqual(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([PROFILE_ROUTE]);
  });

  it('reads a 404 as "no profile yet", not as a failure', async () => {
    const { cached, fetchProfile } = setup({
      [PROFILE_ROUTE]: { status: 404, body: { message: 'Not found' } },
    });
    await fetchProfile();
    expect(cached()).toMatchObject({ data: null, isSuccess: true, isError: false });
  });

  it("keeps the API's message for a failure, else the spec's fallback", async () => {
    const { cached, fetchProfile } = setup({
      [PROFILE_ROUTE]: { status: 500, body: { message: 'Database down' } },
    });
    await fetchProfile();
    expect(cached().isError).toBe(true);
    expect(readApiError(cached().error, PROFILE_STORE_MESSAGES.fetch).message).toBe('Database down');
    expect(readApiError(undefined, PROFILE_STORE_MESSAGES.fetch).message).toBe(
      'Failed to fetch veteran profile',
    );
  });

  it('create: POSTs the profile and caches the answer without asking again', async () => {
    const { store, calls, cached } = setup({ 'POST /veteran-profiles': { status: 201, body: profile } });
    const { authUserId, email, firstName, lastName } = profile;
    await store
      .dispatch(
        createProfile.initiate({
          ...profile,
          authUserId,
          email,
          firstName,
          lastName,
          phoneNumber: '',
        }),
      )
      .unwrap();
    expect(cached().data).toEqual(profile);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('update: PATCHes the changed fields and caches the whole stored profile', async () => {
    const updated: VeteranProfile = { ...profile, preferredLocation: 'Denver, CO' };
    const { store, calls, cached, fetchProfile } = setup({
      [PROFILE_ROUTE]: { status: 200, body: profile },
      [`PATCH /veteran-profiles/${profile.id}`]: { status: 200, body: updated },
    });
    await fetchProfile();
    await store
      .dispatch(updateProfile.initiate({ id: profile.id, changes: { preferredLocation: 'Denver, CO' } }))
      .unwrap();
    expect(cached().data).toEqual(updated);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect(calls[1]?.body).toEqual({ preferredLocation: 'Denver, CO' });
  });

  it('update failure rejects with the field errors for the form and leaves the cache as it was', async () => {
    const fieldErrors = { mosCode: 'We do not recognize that MOS code yet' };
    const { store, cached, fetchProfile } = setup({
      [PROFILE_ROUTE]: { status: 200, body: profile },
      [`PATCH /veteran-profiles/${profile.id}`]: {
        status: 400,
        body: { status: 400, message: 'Invalid', code: 'VALIDATION', fieldErrors },
      },
    });
    await fetchProfile();
    await expect(
      store.dispatch(updateProfile.initiate({ id: profile.id, changes: { mosCode: '99Z' } })).unwrap(),
    ).rejects.toMatchObject({ status: 400, fieldErrors });
    expect(cached().data).toEqual(profile);
  });

  it('delete: the profile is asked again and is none', async () => {
    let stored = true;
    const { store, cached } = setup({
      [PROFILE_ROUTE]: async () =>
        new Response(JSON.stringify(stored ? profile : { message: 'Not found' }), {
          status: stored ? 200 : 404,
        }),
      [`DELETE /veteran-profiles/${profile.id}`]: async () => {
        stored = false;
        return new Response(null, { status: 204 });
      },
    });
    // Subscribed, as a screen showing it is: an invalidated entry nobody watches is dropped, not asked again.
    const watching = store.dispatch(getProfile.initiate(profile.authUserId));
    await watching;
    expect(cached().data).toEqual(profile);
    await store.dispatch(deleteProfile.initiate(profile.id)).unwrap();
    await vi.waitFor(() => expect(cached()).toMatchObject({ data: null, status: 'fulfilled' }));
    watching.unsubscribe();
  });
});
