import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearError,
  clearProfile,
  createVeteranProfile,
  deleteVeteranProfile,
  fetchVeteranProfile,
  mergeProfile,
  updateVeteranProfile,
} from './index';
import { makeStore } from '../store';
import { makeVeteranProfile } from '../../test/fixtures/veteran-profile';

const NOW = new Date('2025-03-04T05:06:07.000Z');
const profile = makeVeteranProfile();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

function setup(...responses: Array<Response | DOMException>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Response) fetchMock.mockResolvedValueOnce(response);
    else fetchMock.mockRejectedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  const store = makeStore();
  return { store, fetchMock, state: () => store.getState().veteranProfile };
}

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('veteranProfile slice', () => {
  it('starts empty', () => {
    const { state } = setup();
    expect(state()).toEqual({ profile: null, loading: false, error: null, lastUpdated: null });
  });

  it('fetch: sets loading and clears the error, then stores the profile and lastUpdated', async () => {
    const { store, fetchMock, state } = setup(json(500, { message: 'Database down' }), json(200, profile));
    await store.dispatch(fetchVeteranProfile('user-1'));
    expect(state().error).toBe('Database down');

    const pending = store.dispatch(fetchVeteranProfile('user-1'));
    expect(state()).toMatchObject({ loading: true, error: null });
    await pending;
    expect(state()).toEqual({ profile, loading: false, error: null, lastUpdated: NOW.getTime() });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/veteran-profiles/auth/user-1');
  });

  it('fetch: a 404 means no profile yet, not an error', async () => {
    const { store, state } = setup(json(404, { message: 'Not found' }));
    await store.dispatch(fetchVeteranProfile('user-1'));
    expect(state()).toEqual({ profile: null, loading: false, error: null, lastUpdated: NOW.getTime() });
  });

  type Run = (store: ReturnType<typeof setup>['store']) => Promise<unknown>;
  it.each<[string, Run, string]>([
    ['fetch', (s) => s.dispatch(fetchVeteranProfile('user-1')), 'Failed to fetch veteran profile'],
    [
      'create',
      (s) => s.dispatch(createVeteranProfile({ ...profile, phoneNumber: '' })),
      'Failed to create veteran profile',
    ],
    [
      'update',
      (s) => s.dispatch(updateVeteranProfile({ id: 'p', changes: {} })),
      'Failed to update veteran profile',
    ],
    ['delete', (s) => s.dispatch(deleteVeteranProfile('profile-1')), 'Failed to delete veteran profile'],
  ])('%s failure: stores the API message, else the spec fallback', async (_name, run, fallback) => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { store, state } = setup(json(409, { message: 'Conflict here' }), abort);
    await run(store);
    expect(state()).toMatchObject({ loading: false, error: 'Conflict here' });
    // Anything that is not an API error (here a cancelled request) carries no message of the API's.
    await run(store);
    expect(state()).toMatchObject({ loading: false, error: fallback });
  });

  it('create: POSTs the profile and stores the answer', async () => {
    const { store, fetchMock, state } = setup(json(201, profile));
    const pending = store.dispatch(createVeteranProfile({ ...profile, phoneNumber: '' }));
    expect(state().loading).toBe(true);
    await pending;
    expect(state()).toEqual({ profile, loading: false, error: null, lastUpdated: NOW.getTime() });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('update: PATCHes the changed fields and stores the answer', async () => {
    const updated = { ...profile, preferredLocation: 'Denver, CO' };
    const { store, fetchMock, state } = setup(json(200, updated));
    await store.dispatch(
      updateVeteranProfile({ id: 'profile-1', changes: { preferredLocation: 'Denver, CO' } }),
    );
    expect(state().profile).toEqual(updated);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/veteran-profiles/profile-1');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"preferredLocation":"Denver, CO"}' });
  });

  it('update failure keeps the field errors for the form', async () => {
    const fieldErrors = { mosCode: 'We do not recognize that MOS code yet' };
    const { store } = setup(json(400, { status: 400, message: 'Invalid', code: 'VALIDATION', fieldErrors }));
    const action = await store.dispatch(
      updateVeteranProfile({ id: 'profile-1', changes: { mosCode: '99Z' } }),
    );
    expect(action.payload).toMatchObject({ status: 400, fieldErrors });
  });

  it('delete: sets the profile to none', async () => {
    const { store, state } = setup(json(200, profile), json(204));
    await store.dispatch(fetchVeteranProfile('user-1'));
    const pending = store.dispatch(deleteVeteranProfile('profile-1'));
    expect(state().loading).toBe(true);
    await pending;
    expect(state()).toEqual({ profile: null, loading: false, error: null, lastUpdated: NOW.getTime() });
  });

  it('clearError, clearProfile and mergeProfile', async () => {
    const { store, state } = setup(json(200, profile), json(500, { message: 'Boom' }));
    await store.dispatch(fetchVeteranProfile('user-1'));
    await store.dispatch(fetchVeteranProfile('user-1'));
    expect(state().error).toBe('Boom');
    store.dispatch(clearError());
    expect(state().error).toBeNull();

    vi.setSystemTime(new Date('2025-05-05T00:00:00.000Z'));
    store.dispatch(mergeProfile({ preferredLocation: 'Tampa, FL' }));
    expect(state().profile).toEqual({
      ...profile,
      preferredLocation: 'Tampa, FL',
      updatedAt: '2025-05-05T00:00:00.000Z',
    });

    store.dispatch(clearProfile());
    expect(state()).toEqual({ profile: null, loading: false, error: null, lastUpdated: null });
    store.dispatch(mergeProfile({ preferredLocation: 'Nowhere' }));
    expect(state().profile).toBeNull();
  });
});
