import { addDays, PLAN_MESSAGES, type PlanStepView, type PlanView } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import { planSteps, planTargets } from './plan.schema';
import {
  chooseTargets,
  createProfile,
  daysFromToday,
  planOf,
  setStatus,
  stepIn,
  today,
} from './test/plan-requests';

const later = (a: string, b: string) => (a > b ? a : b);

describe('GET /api/plan', () => {
  useDefaultCatalogue();

  it('answers 401 without a session, on every plan route', async () => {
    const app = await buildTestApp();
    for (const [method, url] of [
      ['GET', '/api/plan'],
      ['POST', '/api/plan/preview'],
      ['PATCH', '/api/plan/steps/readiness:assessment'],
      ['POST', '/api/plan/steps'],
      ['DELETE', '/api/plan/steps/custom:x'],
      ['GET', '/api/plan/budget'],
      ['PUT', '/api/plan/budget'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expectErrorBody(response, 401, 'UNAUTHENTICATED');
    }
  });

  it('works without a profile: no dates and no benefit steps, but targets and standards', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const plan = await planOf(app, session);
    expect(plan).toMatchObject({
      hasProfile: false,
      separationDate: null,
      stillServing: false,
      preview: false,
    });
    expect(plan.steps.some((step) => step.kind === 'benefit')).toBe(false);
    expect(stepIn(plan, 'target:choose')).toMatchObject({ status: 'not-started', window: { closes: null } });
    expect(plan.standards.every((standard) => !standard.met && standard.metOn === null)).toBe(true);
    expect(plan.progress).toMatchObject({ stepsDone: 0, standardsMet: 0 });

    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const chosen = await planOf(app, session);
    expect(stepIn(chosen, 'target:resume:13-1081')?.title).toBe('Finish a resume for Logisticians');
    // Without a separation date the plan has no dates, so the ITP standard is not met yet.
    expect(chosen.standards.find((standard) => standard.id === 'individual-transition-plan')?.met).toBe(
      false,
    );
  });

  it('dates the steps of someone still serving from the separation date and the benefit rules', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const separation = daysFromToday(200);
    await createProfile(app, session, separation);
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const plan = await planOf(app, session);

    expect(plan).toMatchObject({ hasProfile: true, separationDate: separation, stillServing: true });
    expect(stepIn(plan, 'benefit:BENEFITS_DELIVERY_AT_DISCHARGE')).toMatchObject({
      kind: 'benefit',
      window: { opens: addDays(separation, -180), closes: addDays(separation, -90) },
      status: 'not-started',
      link: { href: '/benefits' },
    });
    expect(stepIn(plan, 'benefit:DOD_SKILLBRIDGE')?.window.opens).toBe(addDays(separation, -179));
    expect(stepIn(plan, 'readiness:capstone')?.window.closes).toBe(addDays(separation, -90));
    expect(stepIn(plan, 'readiness:preseparation-counseling')?.window.closes).toBe(addDays(separation, -365));
    expect(stepIn(plan, 'target:resume:13-1081')?.window.closes).toBe(
      later(addDays(separation, -150), daysFromToday(30)),
    );
    expect(stepIn(plan, 'target:applications:13-1081')?.window.closes).toBe(
      later(addDays(separation, -90), daysFromToday(60)),
    );
    const itp = plan.standards.find((standard) => standard.id === 'individual-transition-plan');
    expect(itp).toMatchObject({ met: true, metOn: today() });
  });

  it('dates the steps of someone who separated from what is still open', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const separation = daysFromToday(-60);
    await createProfile(app, session, separation);
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const plan = await planOf(app, session);

    expect(plan).toMatchObject({ separationDate: separation, stillServing: false });
    expect(stepIn(plan, 'benefit:BENEFITS_DELIVERY_AT_DISCHARGE')).toBeUndefined();
    expect(stepIn(plan, 'readiness:capstone')).toBeUndefined();
    expect(stepIn(plan, 'benefit:VGLI')?.window.opens).toBe(addDays(separation, 1));
    expect(stepIn(plan, 'benefit:VGLI:milestone')?.window.closes).toBe(addDays(separation, 240));
    expect(stepIn(plan, 'target:resume:13-1081')?.window.closes).toBe(daysFromToday(30));
  });
});

describe('plan steps: statuses and the user’s own steps', () => {
  useDefaultCatalogue();

  it('keeps a status with the day it changed, and a self-attested standard met on the day given', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(200));

    const started = await setStatus(app, session, 'readiness:va-account', { status: 'in-progress' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<PlanStepView>()).toMatchObject({ status: 'in-progress', statusChangedOn: today() });

    const done = await setStatus(app, session, 'readiness:assessment', {
      status: 'done',
      doneOn: daysFromToday(-10),
    });
    expect(done.statusCode, done.body).toBe(200);
    const plan = await planOf(app, session);
    expect(stepIn(plan, 'readiness:assessment')).toMatchObject({
      status: 'done',
      statusChangedOn: daysFromToday(-10),
    });
    expect(plan.standards.find((standard) => standard.id === 'assessment')).toMatchObject({
      met: true,
      metOn: daysFromToday(-10),
      selfAttested: true,
      found: 'Marked done by you (self-attested)',
    });
    expect(plan.standards.find((standard) => standard.id === 'va-account')?.met).toBe(false);
    expect(plan.progress.stepsDone).toBe(1);

    const skipped = await setStatus(app, session, 'target:choose', { status: 'skipped' });
    expect(skipped.json<PlanStepView>().status).toBe('skipped');
    expect((await planOf(app, session)).progress.steps).toBe(plan.progress.steps - 1);
  });

  it('refuses bad statuses and unknown steps, and changes nothing', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(200));
    const before = await planOf(app, session);

    const cases: [string, object, number, string][] = [
      ['readiness:assessment', { status: 'finished' }, 400, PLAN_MESSAGES.unknownStatus],
      [
        'readiness:assessment',
        { status: 'done', doneOn: daysFromToday(1) },
        400,
        PLAN_MESSAGES.doneOnInvalid,
      ],
      ['readiness:assessment', { status: 'done', doneOn: '2026-02-30' }, 400, PLAN_MESSAGES.doneOnInvalid],
      ['readiness:assessment', { status: 'skipped', doneOn: today() }, 400, PLAN_MESSAGES.doneOnWithoutDone],
      ['benefit:DOD_SKILLBRIDGE', { status: 'skipped' }, 400, PLAN_MESSAGES.benefitStatus],
      ['target:resume:99-9999', { status: 'done' }, 404, PLAN_MESSAGES.stepNotFound],
      ['custom:00000000-0000-0000-0000-000000000000', { status: 'done' }, 404, PLAN_MESSAGES.stepNotFound],
    ];
    for (const [key, payload, status, message] of cases) {
      const response = await setStatus(app, session, key, payload);
      expect(expectErrorBody(response, status, status === 404 ? 'NOT_FOUND' : 'VALIDATION').message).toBe(
        message,
      );
    }
    expect(await planOf(app, session)).toEqual(before);
  });

  it('makes a benefit step’s status the benefits tracker’s, in both directions', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const veteranId = await createProfile(app, session, daysFromToday(200));
    const key = 'benefit:BENEFITS_DELIVERY_AT_DISCHARGE';

    const response = await setStatus(app, session, key, { status: 'in-progress' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlanStepView>()).toMatchObject({ status: 'in-progress', statusChangedOn: today() });
    const tracker = await app.inject({
      method: 'POST',
      url: '/api/v1/benefits/eligibility',
      headers: session.headers,
      payload: { veteranId, benefitTypes: ['BENEFITS_DELIVERY_AT_DISCHARGE'] },
    });
    expect(tracker.json<{ benefits: { status: string }[] }>().benefits[0]!.status).toBe('In Progress');

    await app.inject({
      method: 'PATCH',
      url: '/api/v1/benefits/statuses/BENEFITS_DELIVERY_AT_DISCHARGE',
      headers: session.headers,
      payload: { status: 'Completed' },
    });
    expect(stepIn(await planOf(app, session), key)?.status).toBe('done');
  });

  it('adds, lists and deletes the user’s own steps; generated steps can only be skipped', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan/steps',
      headers: session.headers,
      payload: { title: 'Visit the base education office', closes: daysFromToday(20), href: '/benefits' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const step = created.json<PlanStepView>();
    expect(step).toMatchObject({
      kind: 'custom',
      title: 'Visit the base education office',
      window: { opens: null, closes: daysFromToday(20) },
      link: { href: '/benefits' },
      status: 'not-started',
      source: null,
    });
    expect(step.key).toMatch(/^custom:[0-9a-f-]{36}$/);
    expect(stepIn(await planOf(app, session), step.key)).toEqual(step);

    const refused = await app.inject({
      method: 'POST',
      url: '/api/plan/steps',
      headers: session.headers,
      payload: { title: 'Elsewhere', href: 'https://example.com' },
    });
    expect(expectErrorBody(refused, 400, 'VALIDATION').message).toBe(PLAN_MESSAGES.stepHrefInvalid);

    const generated = await app.inject({
      method: 'DELETE',
      url: '/api/plan/steps/target:choose',
      headers: session.headers,
    });
    expect(expectErrorBody(generated, 400, 'BAD_REQUEST').message).toBe(PLAN_MESSAGES.generatedStepDelete);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/plan/steps/${step.key}`,
      headers: session.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const plan = await planOf(app, session);
    expect(stepIn(plan, step.key)).toBeUndefined();
    expect(plan.steps.filter((candidate) => candidate.kind === 'custom')).toEqual([]);
  });

  it('never lets another account read, set or delete a user’s steps', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan/steps',
      headers: owner.headers,
      payload: { title: 'Mine' },
    });
    const { key } = created.json<PlanStepView>();
    await setStatus(app, owner, 'readiness:assessment', { status: 'done' });

    expect(stepIn(await planOf(app, other), key)).toBeUndefined();
    expect(stepIn(await planOf(app, other), 'readiness:assessment')?.status).toBe('not-started');
    expectErrorBody(await setStatus(app, other, key, { status: 'done' }), 404, 'NOT_FOUND');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/plan/steps/${key}`,
      headers: other.headers,
    });
    expectErrorBody(deleted, 404, 'NOT_FOUND');
    expect(stepIn(await planOf(app, owner), key)).toMatchObject({ title: 'Mine', status: 'not-started' });
  });
});

describe('POST /api/plan/preview', () => {
  useDefaultCatalogue();

  it('shows the plan for another date and target without saving anything', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(-30));
    const before = await planOf(app, session);
    const stepRows = async () => (await app.database.db.select().from(planSteps)).length;
    const targetRows = async () => (await app.database.db.select().from(planTargets)).length;

    const separation = daysFromToday(300);
    const response = await app.inject({
      method: 'POST',
      url: '/api/plan/preview',
      headers: session.headers,
      payload: { separationDate: separation, targets: ['13-1081'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<PlanView>();
    expect(preview).toMatchObject({ preview: true, separationDate: separation, stillServing: true });
    expect(preview.targets.targets.map((target) => target.title)).toEqual(['Logisticians']);
    expect(stepIn(preview, 'benefit:BENEFITS_DELIVERY_AT_DISCHARGE')?.window.closes).toBe(
      addDays(separation, -90),
    );
    expect(stepIn(preview, 'target:resume:13-1081')?.window.closes).toBe(addDays(separation, -150));
    // The standards are what the user did: a target only looked at is not chosen.
    expect(preview.standards).toEqual(before.standards);

    expect(await planOf(app, session)).toEqual(before);
    expect(await stepRows()).toBe(0);
    expect(await targetRows()).toBe(0);
  });

  it('refuses a malformed date or an unknown career with a clear message', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const preview = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/plan/preview', headers: session.headers, payload });
    expect(expectErrorBody(await preview({ separationDate: '2027-13-01' }), 400, 'VALIDATION').message).toBe(
      PLAN_MESSAGES.separationDateInvalid,
    );
    expect(expectErrorBody(await preview({ targets: ['99-9999'] }), 400, 'VALIDATION').message).toBe(
      PLAN_MESSAGES.unknownOccupation,
    );
    expect(
      expectErrorBody(await preview({ targets: ['13-1081', '11-3071', '11-1021'] }), 400, 'VALIDATION')
        .message,
    ).toBe(PLAN_MESSAGES.tooManyTargets);
  });
});
