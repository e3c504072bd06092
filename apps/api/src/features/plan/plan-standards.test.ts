import {
  emptyResumeData,
  PLAN_MESSAGES,
  PLAN_NOTES,
  type MosTranslation,
  type PlanBudget,
  type PlanView,
} from '@waypoint/shared';
import type { Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { interviewSessions, jobPostings, resumes, savedJobs } from '../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import { planDataRights } from './plan.data-rights';
import { planBudgets, planSteps } from './plan.schema';
import {
  budgetOf,
  chooseTargets,
  createProfile,
  daysFromToday,
  planOf,
  setStatus,
  stepIn,
  today,
} from './test/plan-requests';

const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
const standardOf = (plan: PlanView, id: string) => plan.standards.find((standard) => standard.id === id);

/** A resume saved on `day`, as the resume builder stores it. */
async function resumeSavedOn(app: App, userId: string, day: string) {
  await app.database.db.insert(resumes).values({
    userId,
    name: 'Operations',
    template: 'professional',
    data: emptyResumeData(),
    createdAt: at(day),
    updatedAt: at(day),
  });
}

/** A saved job whose status last changed on `day`. */
async function savedJobOn(app: App, userId: string, status: 'saved' | 'applied' | 'offer', day: string) {
  const [job] = await app.database.db
    .insert(jobPostings)
    .values({
      source: 'csv',
      externalId: `plan-${Math.random().toString(36).slice(2)}`,
      title: 'Logistician',
      company: 'Acme Freight',
      location: 'Austin, TX',
      description: 'Plans freight.',
      applyUrl: 'https://example.org/apply',
      postedAt: new Date(),
    })
    .returning({ id: jobPostings.id });
  await app.database.db.insert(savedJobs).values({ userId, jobId: job!.id, status, updatedAt: at(day) });
}

async function practiceOn(app: App, userId: string, day: string) {
  await app.database.db.insert(interviewSessions).values({
    userId,
    pack: 'behavioral',
    difficulty: 'standard',
    mode: 'text',
    entries: [],
    averageScore: 0,
    startedAt: at(day),
    completedAt: at(day),
  });
}

function putBudget(app: App, session: SignedInUser, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/plan/budget', headers: session.headers, payload });
}

describe('Career Readiness Standards from evidence', () => {
  useDefaultCatalogue();

  it('shows nothing met that the user did not do', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(200));
    const plan = await planOf(app, session);
    expect(plan.standards.map((standard) => [standard.id, standard.met])).toEqual(
      plan.standards.map((standard) => [standard.id, false]),
    );
    expect(plan.standards.map((standard) => standard.id)).not.toContain('education-comparison');
    expect(plan.steps.filter((step) => step.status === 'done')).toEqual([]);
  });

  it('meets the job application package on the day the second application joined a saved resume', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const userId = session.user.id;
    await createProfile(app, session, daysFromToday(200));
    await resumeSavedOn(app, userId, daysFromToday(-30));
    await savedJobOn(app, userId, 'applied', daysFromToday(-20));
    await savedJobOn(app, userId, 'saved', daysFromToday(-15));
    expect(standardOf(await planOf(app, session), 'job-application-package')).toMatchObject({
      met: false,
      found: '1 resume, 1 application',
    });

    await savedJobOn(app, userId, 'applied', daysFromToday(-12));
    expect(standardOf(await planOf(app, session), 'job-application-package')).toMatchObject({
      met: true,
      metOn: daysFromToday(-12),
      found: '1 resume, 2 applications',
    });
  });

  it('meets the package with a job offer alone', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await savedJobOn(app, session.user.id, 'offer', daysFromToday(-3));
    expect(standardOf(await planOf(app, session), 'job-application-package')).toMatchObject({
      met: true,
      metOn: daysFromToday(-3),
    });
  });

  it('meets the gap analysis with a target from the military code’s crosswalk, not with any other', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(200), '68W');
    const translation = await app.inject({ method: 'GET', url: '/api/mos/68W?branch=ARMY' });
    const paths = translation.json<MosTranslation>().careerPaths.map((path) => path.soc.slice(0, 7));
    const outside = ['13-1081', '11-3071', '11-1021'].find((soc) => !paths.includes(soc))!;
    await chooseTargets(app, session, [{ soc: outside, chosenFrom: 'plan' }]);
    const plan = await planOf(app, session);
    expect(standardOf(plan, 'gap-analysis')?.met).toBe(false);
    expect(standardOf(plan, 'individual-transition-plan')).toMatchObject({ met: true, metOn: today() });

    await chooseTargets(app, session, [{ soc: paths[0]!, chosenFrom: 'career-path', militaryCode: '68W' }]);
    expect(standardOf(await planOf(app, session), 'gap-analysis')).toMatchObject({
      met: true,
      metOn: today(),
    });
  });

  it('takes a target step’s status from practice interviews and applications until the user sets one', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const userId = session.user.id;
    await createProfile(app, session, daysFromToday(200));
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    await practiceOn(app, userId, daysFromToday(-9));
    await practiceOn(app, userId, daysFromToday(-8));
    const started = stepIn(await planOf(app, session), 'target:interviews:13-1081');
    expect(started).toMatchObject({
      status: 'in-progress',
      statusChangedOn: null,
      found: `2 practice interviews finished, the last on ${daysFromToday(-8)}`,
    });
    await practiceOn(app, userId, daysFromToday(-2));
    expect(stepIn(await planOf(app, session), 'target:interviews:13-1081')).toMatchObject({
      status: 'done',
      statusChangedOn: daysFromToday(-2),
    });
    // The user's word stands over the evidence.
    await setStatus(app, session, 'target:interviews:13-1081', { status: 'in-progress' });
    expect(stepIn(await planOf(app, session), 'target:interviews:13-1081')).toMatchObject({
      status: 'in-progress',
      statusChangedOn: today(),
    });
  });
});

describe('/api/plan/budget', () => {
  useDefaultCatalogue();

  it('starts empty, then sets the expenses against the first target’s national wages', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const empty = await budgetOf(app, session);
    expect(empty).toMatchObject({ expenses: [], otherIncome: 0, updatedAt: null, target: null });
    expect(empty.notes).toEqual([PLAN_NOTES.noTarget]);

    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const response = await putBudget(app, session, {
      expenses: [
        { label: 'Rent', monthly: 1500 },
        { label: 'Food', monthly: 600 },
      ],
      otherIncome: 400,
    });
    expect(response.statusCode, response.body).toBe(200);
    const budget = response.json<PlanBudget>();
    expect(budget.target).toMatchObject({ soc: '13-1081', title: 'Logisticians' });
    expect(budget.notes[0]).toBe(PLAN_NOTES.nationalWages);
    const { low } = budget.target!.wages;
    expect(typeof low).toBe('number');
    expect(budget.figures).toMatchObject({
      months: 12,
      monthlyExpenses: 2100,
      expenses: 25_200,
      otherIncome: 4800,
      pay: { low },
      gap: { low: (low as number) + 4800 - 25_200 },
    });
    expect(await budgetOf(app, session)).toEqual(budget);

    const plan = await planOf(app, session);
    expect(standardOf(plan, 'budget')).toMatchObject({ met: true, metOn: today() });
    expect(stepIn(plan, 'readiness:budget')).toMatchObject({ status: 'done', statusChangedOn: today() });
  });

  it('refuses bad amounts and labels with a clear message, and keeps the last budget', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await putBudget(app, session, { expenses: [{ label: 'Rent', monthly: 1200 }], otherIncome: 0 });
    const saved = await budgetOf(app, session);
    const cases: [object, string][] = [
      [{ expenses: [{ label: 'Rent', monthly: -5 }], otherIncome: 0 }, PLAN_MESSAGES.amountInvalid],
      [{ expenses: [{ label: 'Rent', monthly: 10.5 }], otherIncome: 0 }, PLAN_MESSAGES.amountInvalid],
      [{ expenses: [], otherIncome: 2_000_000 }, PLAN_MESSAGES.amountInvalid],
      [{ expenses: [{ label: '', monthly: 5 }], otherIncome: 0 }, PLAN_MESSAGES.expenseLabelRequired],
      [
        { expenses: Array.from({ length: 31 }, () => ({ label: 'x', monthly: 1 })), otherIncome: 0 },
        PLAN_MESSAGES.tooManyExpenses,
      ],
    ];
    for (const [payload, message] of cases)
      expect(expectErrorBody(await putBudget(app, session, payload), 400, 'VALIDATION').message).toBe(
        message,
      );
    expect(await budgetOf(app, session)).toEqual(saved);
  });
});

describe('the plan in data rights and on the dashboard', () => {
  useDefaultCatalogue();

  it('exports and erases the steps and the budget with the targets', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    await setStatus(app, session, 'readiness:assessment', { status: 'done', doneOn: daysFromToday(-1) });
    await putBudget(app, session, { expenses: [{ label: 'Rent', monthly: 1200 }], otherIncome: 0 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const part = response.json<{ parts: Record<string, unknown> }>().parts['plan.transition-plan'];
    expect(part).toMatchObject({
      targets: [expect.objectContaining({ soc: '13-1081' })],
      track: 'employment',
      steps: [expect.objectContaining({ key: 'readiness:assessment', status: 'done' })],
      budget: { expenses: [{ label: 'Rent', monthly: 1200 }], otherIncome: 0 },
    });

    const subject = { id: session.user.id, email: session.email, emailVerified: false };
    await planDataRights().erase(subject, app.database.db);
    const { db } = app.database;
    expect(await db.select().from(planSteps).where(eq(planSteps.userId, subject.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(planBudgets)
        .where(and(eq(planBudgets.userId, subject.id))),
    ).toEqual([]);
    expect(await planDataRights().export(subject, db)).toBeNull();
  });

  it('shows the veteran’s progress and first target on the dashboard', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    await setStatus(app, session, 'readiness:assessment', { status: 'done' });
    const plan = await planOf(app, session);
    const response = await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Dashboard>().figures['plan.progress']).toEqual({
      ...plan.progress,
      stepsDone: 1,
      standardsMet: 1,
      target: 'Logisticians',
    });
  });
});
