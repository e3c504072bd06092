import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BENEFIT_DISCHARGE, BENEFIT_MESSAGES, DEMO_VETERAN_ID, DISCHARGE_LINKS } from '@waypoint/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEligibility, dayFromToday } from '../../test/fixtures/benefits';
import { makeProfile } from '../../test/fixtures/profiles';
import { renderRoute, TEST_USER } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { formatDay } from './benefit-format';

const ELIGIBILITY = 'POST /v1/benefits/eligibility';
const profileRoute = `GET /veteran-profiles/auth/${TEST_USER.id}`;
const profile = makeProfile({ authUserId: TEST_USER.id });

async function openBenefits(overrides: ApiRoutes = {}) {
  const api = stubApi({
    [profileRoute]: { status: 200, body: profile },
    [ELIGIBILITY]: { status: 200, body: makeEligibility() },
    'PATCH /v1/benefits/statuses/BENEFITS_DELIVERY_AT_DISCHARGE': {
      status: 200,
      body: { benefitType: 'BENEFITS_DELIVERY_AT_DISCHARGE', status: 'In Progress' },
    },
    'PATCH /v1/benefits/checklist/VGLI': { status: 200, body: { benefitType: 'VGLI', completed: true } },
    ...overrides,
  });
  const view = renderRoute('/benefits');
  await screen.findByRole('heading', { level: 1, name: 'Benefits Overview' });
  return { ...api, ...view };
}

const card = (name: RegExp) => screen.findByRole('article', { name });

afterEach(() => vi.unstubAllGlobals());

describe('/benefits', () => {
  it("asks about the veteran's own profile and shows BDD closing soon and VGLI's last day, with reasons and sources", async () => {
    const { calls } = await openBenefits();
    expect(await screen.findByRole('heading', { name: 'Eligible for VA Benefits' })).toBeVisible();
    expect(screen.getByText(`Next review: ${formatDay(dayFromToday(30))}`)).toBeVisible();
    expect(calls.find((call) => call.path === '/v1/benefits/eligibility')?.body).toEqual({
      veteranId: profile.id,
    });

    const bdd = await card(/Benefits Delivery at Discharge/);
    expect(within(bdd).getByText('Closing soon')).toBeVisible();
    expect(
      within(bdd).getByText(`Closes in 30 days (last day ${formatDay(dayFromToday(30))})`),
    ).toBeVisible();
    expect(within(bdd).getByText('Met: Still serving (separation date ahead)')).toBeVisible();
    expect(
      within(bdd).getByRole('link', { name: 'VA Benefits Delivery at Discharge program' }),
    ).toBeVisible();
    // Eligible shows as eligibility; the status stays the veteran's to set (decision 037).
    expect(within(bdd).getByText('Eligible')).toBeVisible();
    expect(within(bdd).getByRole('combobox', { name: /Status for/ })).toHaveValue('Not Started');

    const vgli = await card(/VGLI/);
    expect(within(vgli).getByText(/last day /)).toHaveTextContent(
      formatDay(makeEligibility().benefits.find((b) => b.benefitType === 'VGLI')!.window.closes!),
    );
  });

  it('shows a new veteran nothing as done: no item ticked, no benefit Completed, eligibility as eligibility', async () => {
    await openBenefits();
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    for (const item of within(checklist).getAllByRole('checkbox')) expect(item).not.toBeChecked();
    expect(within(checklist).getByText('0% complete')).toBeVisible();
    for (const status of screen.getAllByRole('combobox', { name: /Status for/ }))
      expect(status).not.toHaveValue('Completed');
    const eligible = makeEligibility().benefits.filter((benefit) => benefit.eligible);
    expect(eligible.length).toBeGreaterThan(0);
    for (const benefit of eligible) {
      const article = screen.getByRole('article', { name: benefit.name });
      expect(within(article).getByText('Eligible')).toBeVisible();
    }
  });

  it('names each window state once, on the roadmap and on the cards', async () => {
    // Separated 400 days ago: the transition windows are missed, and some benefits have no deadline.
    const answer = makeEligibility({ separationDate: dayFromToday(-400) });
    await openBenefits({ [ELIGIBILITY]: { status: 200, body: answer } });
    const roadmap = await screen.findByRole('region', { name: 'Transition roadmap' });
    const rows = within(roadmap)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    const bdd = answer.benefits.find((b) => b.benefitType === 'BENEFITS_DELIVERY_AT_DISCHARGE')!;
    expect(bdd.window.state).toBe('closed');
    expect(rows).toContain(`${bdd.name} — Missed: closed on ${formatDay(bdd.window.closes!)}`);
    const open = answer.benefits.find((b) => b.window.state === 'no-deadline')!;
    expect(rows).toContain(`${open.name} — No deadline`);
    for (const row of rows) expect(row).not.toMatch(/(Missed|No deadline|Open|Closing soon): \1/i);

    const card = screen.getByRole('article', { name: bdd.name });
    expect(card.textContent!.match(/Missed/g)).toHaveLength(1);
    expect(within(card).getByText(`Closed on ${formatDay(bdd.window.closes!)}`)).toBeVisible();
    const noDeadline = screen.getByRole('article', { name: open.name });
    expect(noDeadline.textContent!.match(/No deadline/g)).toHaveLength(1);
  });

  it('saves a status change and a checklist tick, and shows the rounded progress', async () => {
    const { user, calls } = await openBenefits();
    const bdd = await card(/Benefits Delivery at Discharge/);
    await user.selectOptions(within(bdd).getByRole('combobox', { name: /Status for/ }), 'In Progress');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/v1/benefits/statuses/BENEFITS_DELIVERY_AT_DISCHARGE',
        body: { status: 'In Progress' },
      }),
    );
    expect(within(bdd).getByRole('combobox', { name: /Status for/ })).toHaveValue('In Progress');

    const checklist = screen.getByRole('region', { name: 'Checklist' });
    const before = Number(within(checklist).getByRole('progressbar').getAttribute('aria-valuenow'));
    await user.click(within(checklist).getByRole('checkbox', { name: 'Apply for VGLI' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/v1/benefits/checklist/VGLI',
        body: { completed: true },
      }),
    );
    const total = makeEligibility().benefits.length;
    const after = Math.round(((Math.round((before / 100) * total) + 1) / total) * 100);
    expect(within(checklist).getByText(`${after}% complete`)).toBeVisible();
  });

  it('undoes a status change that could not be saved and says so', async () => {
    const { user } = await openBenefits({
      'PATCH /v1/benefits/statuses/BENEFITS_DELIVERY_AT_DISCHARGE': {
        status: 500,
        body: { status: 500, message: 'x' },
      },
    });
    const bdd = await card(/Benefits Delivery at Discharge/);
    await user.selectOptions(within(bdd).getByRole('combobox', { name: /Status for/ }), 'Completed');
    expect(await screen.findByText(BENEFIT_MESSAGES.statusFailed)).toBeVisible();
    expect(within(bdd).getByRole('combobox', { name: /Status for/ })).toHaveValue('Not Started');
  });

  it('falls back to labelled demo recommendations when the eligibility call fails', async () => {
    const { user, calls } = await openBenefits({
      [ELIGIBILITY]: { status: 503, body: { status: 503, message: 'down' } },
    });
    expect(
      await screen.findByText(new RegExp(BENEFIT_MESSAGES.loadFailedDemo.replace('.', '\\.'))),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Demo recommendations' })).toBeVisible();
    expect(screen.getByRole('article', { name: /Benefits Delivery at Discharge/ })).toBeVisible();

    // Demo data changes on screen only.
    const item = screen.getByRole('checkbox', { name: 'Apply for VGLI' });
    await user.click(item);
    expect(item).toBeChecked();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('uses the demo veteran, and says so, when the user has no profile', async () => {
    const { calls } = await openBenefits({
      [profileRoute]: { status: 404, body: { status: 404, message: 'none' } },
    });
    expect(await screen.findByText(/You have no veteran profile yet/)).toBeVisible();
    expect(calls.find((call) => call.path === '/v1/benefits/eligibility')?.body).toEqual({
      veteranId: DEMO_VETERAN_ID,
    });
  });

  it('asks for the separation date instead of guessing when the profile has none', async () => {
    await openBenefits({ [ELIGIBILITY]: { status: 200, body: makeEligibility({ separationDate: null }) } });
    const bdd = await card(/Benefits Delivery at Discharge/);
    expect(
      within(bdd).getByText('Add your separation date to your profile to see this window.'),
    ).toBeVisible();
    expect(within(bdd).getByText('Add your separation date to your profile')).toBeVisible();
    expect(within(bdd).getByRole('combobox', { name: /Status for/ })).toHaveValue('In Progress');
  });

  it('explains "to confirm with VA" to a veteran with an other than honorable discharge, with what to do and VA links', async () => {
    await openBenefits({
      [ELIGIBILITY]: {
        status: 200,
        body: makeEligibility({ dischargeStatus: 'OTHER_THAN_HONORABLE', separationDate: dayFromToday(-30) }),
      },
    });
    const note = await screen.findByRole('region', { name: BENEFIT_DISCHARGE.heading });
    expect(note).toHaveTextContent(BENEFIT_DISCHARGE.intro.OTHER_THAN_HONORABLE);
    expect(within(note).getByRole('link', { name: DISCHARGE_LINKS.upgrade.label })).toHaveAttribute(
      'href',
      'https://www.va.gov/discharge-upgrade-instructions/',
    );
    expect(
      within(note).getByRole('link', { name: DISCHARGE_LINKS.characterOfDischarge.label }),
    ).toHaveAttribute('href', 'https://www.va.gov/discharge-upgrade-instructions/#other-options');
    expect(note).toHaveTextContent('Call 988 and press 1');

    const disability = await card(/Disability claim/);
    expect(within(disability).getByText(BENEFIT_DISCHARGE.statusLabel)).toBeVisible();
    expect(
      within(disability).getByText(
        `${BENEFIT_DISCHARGE.statusLabel}: Discharge under other than dishonorable conditions`,
      ),
    ).toBeVisible();
    expect(within(disability).getByText(BENEFIT_DISCHARGE.requirement)).toBeVisible();
    expect(within(disability).getByRole('link', { name: /What to do/ })).toHaveAttribute(
      'href',
      '#discharge-and-benefits',
    );
    expect(within(disability).getByRole('combobox', { name: /Status for/ })).toHaveValue('In Progress');
    expect(screen.queryByText('Not met: Discharge under other than dishonorable conditions')).toBeNull();
  });

  it('says nothing about discharges to a veteran with an honorable one, and cites each rule’s law', async () => {
    await openBenefits();
    const bdd = await card(/Benefits Delivery at Discharge/);
    expect(screen.queryByRole('region', { name: BENEFIT_DISCHARGE.heading })).toBeNull();
    expect(within(bdd).getByText(/last verified Nov 27, 2026/)).toBeVisible();
    const vgli = await card(/VGLI/);
    expect(within(vgli).getByRole('link', { name: '38 U.S.C. § 1977' })).toHaveAttribute(
      'href',
      'https://www.law.cornell.edu/uscode/text/38/1977',
    );
  });

  it('says benefits cannot load when the profile lookup fails', async () => {
    await openBenefits({ [profileRoute]: { status: 500, body: { status: 500, message: 'x' } } });
    expect(await screen.findByText(BENEFIT_MESSAGES.unavailable)).toBeVisible();
  });

  it('moves every roadmap date with a what-if separation date, without calling the API', async () => {
    const { calls } = await openBenefits();
    const roadmap = await screen.findByRole('region', { name: 'Transition roadmap' });
    const field = within(roadmap).getByLabelText('What if I separate on');
    const requests = calls.length;
    // The test DOM's date input takes a whole value; a person picks the day in the browser's date picker.
    fireEvent.change(field, { target: { value: dayFromToday(200) } });
    expect(await within(roadmap).findByRole('status')).toHaveTextContent(
      `separation on ${dayFromToday(200)}`,
    );
    const list = within(roadmap).getByRole('list', { name: /soonest to close first/ });
    expect(
      within(list)
        .getByText(/Benefits Delivery at Discharge/)
        .closest('li'),
    ).toHaveTextContent(
      `Not open yet: opens in 20 days (${formatDay(dayFromToday(20))}), last day ${formatDay(dayFromToday(110))}`,
    );
    // Nothing about benefits or the profile is asked again (the shell's own requests may still land meanwhile).
    const benefitCalls = calls
      .slice(requests)
      .filter((call) => call.path.includes('/benefits') || call.path.includes('/veteran-profiles'));
    expect(benefitCalls).toEqual([]);
  });
});
