import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { infantryTwoPaths } from '../../test/fixtures/mos';
import { careerTargets, emptyBudget, logisticians, patrolOfficers, planView } from '../../test/fixtures/plan';
import { makeProfile } from '../../test/fixtures/profiles';
import { renderRoute, TEST_USER } from '../../test/render-route';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const profile = makeProfile({ authUserId: TEST_USER.id, serviceEndDate: '2027-06-30' });

const routes = (more: ApiRoutes = {}): ApiRoutes => ({
  'GET /plan/targets': { status: 200, body: careerTargets(logisticians) },
  'GET /plan': { status: 200, body: planView() },
  'GET /plan/budget': { status: 200, body: emptyBudget() },
  [`GET /veteran-profiles/auth/${TEST_USER.id}`]: { status: 200, body: profile },
  'GET /mos/11B': { status: 200, body: infantryTwoPaths },
  ...more,
});

async function openPlan(more?: ApiRoutes) {
  const api = stubApi(routes(more));
  const view = renderRoute('/plan');
  await screen.findByRole('heading', { level: 1, name: 'My Transition Plan' });
  await screen.findByRole('heading', { level: 2, name: 'Your dated steps' });
  return { ...api, ...view };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/plan', () => {
  it('shows the target with its BLS wages and source, the standards, the dated steps and the budget', async () => {
    await openPlan();
    const targets = region('Your target careers');
    expect(within(targets).getByRole('heading', { level: 3, name: 'Logisticians' })).toBeInTheDocument();
    expect(targets).toHaveTextContent(
      'Pay: $64,470–$119,690 a year (middle 50% of earners, BLS OEWS May 2024, national)',
    );
    // The careers the veteran's own code leads to, each with its own button.
    expect(
      await within(targets).findByRole('button', { name: 'Make this my target: Police Patrol Officers' }),
    ).toBeInTheDocument();

    const standards = region('Career Readiness Standards');
    expect(standards).toHaveTextContent('1 of 2 met');
    expect(standards).toHaveTextContent('Meton Nov 10, 2026');
    expect(
      within(standards).getAllByRole('link', { name: /32 CFR Appendix A to Part 88/ })[0],
    ).toHaveAttribute('href', expect.stringContaining('ecfr.gov'));
    expect(standards).toHaveTextContent('(checked Nov 29, 2026)');

    const steps = within(region('Your dated steps')).getByRole('list', { name: 'Steps, soonest first' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(steps).toHaveTextContent('Jan 1, 2027 – Apr 1, 2027');
    expect(steps).toHaveTextContent('Waypoint’s suggested date, not a rule.');
    const bdd = within(steps).getByRole('combobox', { name: 'Status of File your BDD claim' });
    expect(within(bdd).queryByRole('option', { name: 'Skipped' })).not.toBeInTheDocument();

    const budget = await screen.findByRole('region', { name: 'Your 12-month budget' });
    expect(budget).toHaveTextContent('Expected pay as Logisticians: $64,470–$100,000 a year');
  });

  it('saves a status the veteran sets and announces it', async () => {
    const { calls, user } = await openPlan({
      'PATCH /plan/steps/target%3Aresume%3A13-1081': { status: 200, body: {} },
    });
    const status = screen.getByRole('combobox', { name: 'Status of Finish a resume for Logisticians' });
    await user.selectOptions(status, 'Done');
    expect(await screen.findByText('Finish a resume for Logisticians: Done. Saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/plan/steps/target%3Aresume%3A13-1081',
      body: { status: 'done' },
    });
  });

  it('adds a step of the veteran’s own, checking it first, and deletes one after confirming', async () => {
    const { calls, user } = await openPlan({
      'POST /plan/steps': { status: 201, body: {} },
      'DELETE /plan/steps/custom%3A7': { status: 204 },
    });
    const form = screen.getByRole('form', { name: 'Add a step of your own' });
    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    expect(within(form).getByRole('textbox', { name: 'Step' })).toHaveAccessibleDescription(
      'Give your step a title',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Step' }), 'Visit the education center');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Where you do it' }),
      'Document Vault',
    );
    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Added your step: Visit the education center.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Visit the education center',
      opens: null,
      closes: null,
      href: '/documents',
    });

    await user.click(
      screen.getByRole('button', { name: 'Delete your step: Ask my unit for a reference letter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete step' }));
    expect(
      await screen.findByText('Deleted your step: Ask my unit for a reference letter.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/plan/steps/custom%3A7')).toBe(
      true,
    );
  });

  it('previews another separation date before saving, then keeps it through the profile', async () => {
    const moved = planView({
      preview: true,
      separationDate: '2027-09-30',
      steps: planView().steps.map((step) =>
        step.kind === 'benefit' ? { ...step, window: { opens: '2027-04-03', closes: '2027-07-02' } } : step,
      ),
    });
    const { calls, user } = await openPlan({
      'POST /plan/preview': { status: 200, body: moved },
      [`PATCH /veteran-profiles/${profile.id}`]: {
        status: 200,
        body: { ...profile, serviceEndDate: '2027-09-30' },
      },
    });
    const whatIf = region('What if…');
    const date = within(whatIf).getByLabelText('What if I separate on');
    await user.clear(date);
    await user.type(date, '2027-09-30');
    await user.click(within(whatIf).getByRole('button', { name: 'Show the preview' }));
    const preview = await within(whatIf).findByRole('region', { name: 'Preview: not saved' });
    expect(preview).toHaveTextContent(
      'Your plan if you separate on Sep 30, 2027, aiming at Logisticians. 1 step moves.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ separationDate: '2027-09-30' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(preview).getByRole('button', { name: 'Keep these changes' }));
    expect(
      await screen.findByText('Your changes are saved: the plan below now follows them.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ serviceEndDate: '2027-09-30' });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/plan').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('keeps a date typed into the what-if when a target chosen above changes the plan after it', async () => {
    const routesNow = routes({
      'PUT /plan/targets': { status: 200, body: careerTargets(logisticians, patrolOfficers) },
    });
    stubApi(routesNow);
    const { user } = renderRoute('/plan');
    await screen.findByRole('heading', { level: 2, name: 'Your dated steps' });
    // The plan worked out again for the new target arrives only after the veteran has typed a date.
    const replanned = deferredReply({
      status: 200,
      body: planView({ targets: careerTargets(logisticians, patrolOfficers) }),
    });
    routesNow['GET /plan'] = replanned.respond;

    const targets = region('Your target careers');
    await user.click(
      await within(targets).findByRole('button', { name: 'Make this my target: Police Patrol Officers' }),
    );
    const whatIf = region('What if…');
    const date = within(whatIf).getByLabelText('What if I separate on');
    await user.clear(date);
    await user.type(date, '2027-09-30');
    replanned.release();

    // The target saved above is now one of the careers to try; the date typed meanwhile stays.
    expect(
      await within(whatIf).findByRole('checkbox', { name: 'Police Patrol Officers', checked: true }),
    ).toBeInTheDocument();
    expect(date).toHaveValue('2027-09-30');
  });

  it('saves the budget and shows the 12 months as the veteran types', async () => {
    const { calls, user } = await openPlan({ 'PUT /plan/budget': { status: 200, body: emptyBudget() } });
    const budget = await screen.findByRole('region', { name: 'Your 12-month budget' });
    await user.type(within(budget).getByRole('textbox', { name: 'Expense 1: dollars a month' }), '1500');
    expect(budget).toHaveTextContent('Expenses over 12 months$18,000');
    await user.click(within(budget).getByRole('button', { name: 'Save budget' }));
    expect(await within(budget).findByText('Budget saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      expenses: [{ label: 'Housing', monthly: 1500 }],
      otherIncome: 0,
    });
  });

  it('says when the plan cannot load, with a retry', async () => {
    await openPlanFailing();
    expect(await screen.findByText('We could not load your plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

async function openPlanFailing() {
  stubApi(routes({ 'GET /plan': { status: 500, body: { status: 500, message: 'Down' } } }));
  renderRoute('/plan');
  await screen.findByRole('heading', { level: 1, name: 'My Transition Plan' });
}
