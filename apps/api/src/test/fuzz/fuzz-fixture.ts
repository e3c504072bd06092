import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import type { App } from '../../app';
import { signUpAndSignIn } from '../auth';
import type { FuzzFixture } from './fuzz-baselines';

/**
 * Keeps a signed-in user with a profile: fuzzed requests may sign the session out, change nothing or delete the
 * profile, so before a batch the fixture is checked and whatever is gone is made again.
 */
export async function refreshFixture(app: App, fixture?: FuzzFixture): Promise<FuzzFixture> {
  const headers = fixture && { authorization: `Bearer ${fixture.token}` };
  const me = headers && (await app.inject({ method: 'GET', url: '/api/me', headers }));
  if (!fixture || me?.statusCode !== 200) return createFixture(app);
  const profile = await app.inject({
    method: 'GET',
    url: `/api/veteran-profiles/${fixture.profileId}`,
    headers,
  });
  if (profile.statusCode === 200) return fixture;
  return { ...fixture, profileId: await createProfile(app, fixture.token, fixture.email) };
}

async function createFixture(app: App): Promise<FuzzFixture> {
  const account = await signUpAndSignIn(app);
  const profileId = await createProfile(app, account.token, account.email);
  return { token: account.token, email: account.email, userId: account.user.id, profileId };
}

async function createProfile(app: App, token: string, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: { authorization: `Bearer ${token}` },
    payload: sampleProfileCreate({ email }),
  });
  if (response.statusCode !== 201)
    throw new Error(`fixture profile: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
