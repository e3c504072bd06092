import { PLAN_MESSAGES, type CareerTargets, type MosTranslation } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';

const TARGETS = '/api/plan/targets';

async function targetsOf(app: App, session: SignedInUser): Promise<CareerTargets> {
  const response = await app.inject({ method: 'GET', url: TARGETS, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CareerTargets>();
}

function expectRefused(response: Awaited<ReturnType<typeof choose>>, message: string) {
  expect(expectErrorBody(response, 400, 'VALIDATION').message).toBe(message);
}

function choose(app: App, session: SignedInUser, payload: unknown) {
  return app.inject({ method: 'PUT', url: TARGETS, headers: session.headers, payload: payload as object });
}

describe('/api/plan/targets', () => {
  useDefaultCatalogue();

  it('starts empty, then holds the chosen careers with the catalogue’s title and BLS wages, for the caller only', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    expect(await targetsOf(app, session)).toEqual({ targets: [], track: 'employment', updatedAt: null });

    const response = await choose(app, session, {
      targets: [{ soc: '13-1081', chosenFrom: 'plan' }],
      track: 'employment',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<CareerTargets>();
    expect(saved.targets).toEqual([
      expect.objectContaining({
        soc: '13-1081',
        title: 'Logisticians',
        chosenFrom: 'plan',
        federalSeries: [],
      }),
    ]);
    expect(saved.targets[0]!.salarySource).toMatch(/\S/);
    expect(typeof saved.targets[0]!.salaryRange.low).toBe('number');
    expect(await targetsOf(app, session)).toEqual(saved);
    expect((await targetsOf(app, other)).targets).toEqual([]);
  });

  it('brings the federal series of the military code a career path card was chosen from', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/veteran-profiles',
      headers: session.headers,
      payload: sampleProfileCreate({ email: session.email, mosCode: '68W' }),
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const translation = await app.inject({ method: 'GET', url: '/api/mos/68W?branch=ARMY' });
    expect(translation.statusCode, translation.body).toBe(200);
    const matches = translation.json<MosTranslation>();
    const soc = matches.careerPaths[0]!.soc;
    const response = await choose(app, session, {
      targets: [{ soc, chosenFrom: 'career-path', militaryCode: '68W' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CareerTargets>().targets[0]!.federalSeries).toEqual(matches.federalSeries);
  });

  it('keeps when and where a target was first chosen when the list is saved again', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await choose(app, session, { targets: [{ soc: '13-1081', chosenFrom: 'job-posting' }] });
    const again = await choose(app, session, {
      targets: [
        { soc: '13-1081', chosenFrom: 'plan' },
        { soc: '11-3071', chosenFrom: 'plan' },
      ],
      track: 'technical-training',
    });
    expect(again.statusCode, again.body).toBe(200);
    const { targets, track } = again.json<CareerTargets>();
    expect(targets.map((target) => [target.soc, target.chosenFrom])).toEqual([
      ['13-1081', 'job-posting'],
      ['11-3071', 'plan'],
    ]);
    expect(track).toBe('technical-training');
  });

  it('refuses three targets, a repeated one and one outside the catalogue, changing nothing', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await choose(app, session, { targets: [{ soc: '13-1081', chosenFrom: 'plan' }] });
    const before = await targetsOf(app, session);
    const three = ['13-1081', '11-3071', '11-1021'].map((soc) => ({ soc, chosenFrom: 'plan' }));
    expectRefused(await choose(app, session, { targets: three }), PLAN_MESSAGES.tooManyTargets);
    const twice = [
      { soc: '13-1081', chosenFrom: 'plan' },
      { soc: '13-1081', chosenFrom: 'plan' },
    ];
    expectRefused(await choose(app, session, { targets: twice }), PLAN_MESSAGES.duplicateTarget);
    expectRefused(
      await choose(app, session, { targets: [{ soc: '99-9999', chosenFrom: 'plan' }] }),
      PLAN_MESSAGES.unknownOccupation,
    );
    expect(await targetsOf(app, session)).toEqual(before);
  });

  it('needs a session', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: TARGETS })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: TARGETS, payload: { targets: [] } })).statusCode).toBe(
      401,
    );
  });
});
