import { findMilitaryTerms, type ResumeTargetSuggestions } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { chooseTargets } from '../../test/career-targets';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';

const SUGGESTIONS = '/api/resumes/target-suggestions';

async function suggestionsOf(app: App, session: SignedInUser): Promise<ResumeTargetSuggestions> {
  const response = await app.inject({ method: 'GET', url: SUGGESTIONS, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeTargetSuggestions>();
}

async function createProfile(app: App, session: SignedInUser, mosCode: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({ authUserId: session.user.id, email: session.user.email, mosCode }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('GET /api/resumes/target-suggestions', () => {
  useDefaultCatalogue();

  it('is empty until a target career is chosen', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, '92Y');
    expect(await suggestionsOf(app, session)).toEqual({ targets: [] });
  });

  it('offers each target’s job title, the skills the service shares with it, civilian bullets and next steps', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, '92Y');
    await chooseTargets(app, session, ['13-1081', '11-3071']);

    const { targets } = await suggestionsOf(app, session);
    expect(targets.map((target) => [target.soc, target.title, target.headline])).toEqual([
      ['13-1081', 'Logisticians', 'Logistician'],
      ['11-3071', expect.any(String), expect.any(String)],
    ]);
    const [logisticians] = targets;
    expect(logisticians!.summary).toMatch(/supplies and equipment/);
    expect(logisticians!.duties).toEqual({
      code: '92Y',
      title: expect.any(String),
      branchLabel: 'U.S. Army',
    });
    expect(logisticians!.bullets.length).toBeGreaterThan(0);
    // The bullets are the catalogue's civilian wording: the resume's own wording check finds nothing in them.
    for (const bullet of logisticians!.bullets) expect(findMilitaryTerms(bullet), bullet).toEqual([]);
    // Only words both the occupation's description and the service's duties use.
    expect(logisticians!.skills).toEqual(expect.arrayContaining(['Supplies', 'Equipment']));
    const words = `${logisticians!.summary} ${logisticians!.bullets.join(' ')}`.toLowerCase();
    for (const skill of logisticians!.skills) expect(words).toContain(skill.toLowerCase());
    expect(logisticians!.certifications).toEqual(
      expect.arrayContaining([expect.stringMatching(/CLTD|CSCP/)]),
    );
  });

  it('still offers the headline and next steps without a veteran profile, and no bullets', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await chooseTargets(app, session, ['13-1081']);
    const { targets } = await suggestionsOf(app, session);
    expect(targets).toEqual([
      expect.objectContaining({
        soc: '13-1081',
        headline: 'Logistician',
        bullets: [],
        skills: [],
        duties: null,
      }),
    ]);
  });

  it('answers only for the signed-in user: another account’s targets stay theirs, and no session is 401', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    await chooseTargets(app, owner, ['13-1081']);
    expect((await suggestionsOf(app, owner)).targets).toHaveLength(1);
    expect(await suggestionsOf(app, other)).toEqual({ targets: [] });
    const anonymous = await app.inject({ method: 'GET', url: SUGGESTIONS });
    expectErrorBody(anonymous, 401, 'UNAUTHENTICATED');
  });
});
