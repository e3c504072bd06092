import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { signUpThroughApi } from './support/accounts';
import { expect, setStoredSession, test } from './support/fixtures';

const DAY = 86_400_000;
const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * DAY).toISOString().slice(0, 10);
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00.000Z`));

/** A veteran whose profile says they separate `days` from today (before today when negative), through the real API. */
async function veteranSeparatingIn(request: APIRequestContext, days: number): Promise<string> {
  const { token, ...account } = await signUpThroughApi(request, 'Casey Morgan');
  const profile = await request.post('/api/veteran-profiles', {
    headers: { Authorization: `Bearer ${token}` },
    data: sampleProfileCreate({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: '+15125550142',
      serviceStartDate: '2019-01-07T00:00:00.000Z',
      serviceEndDate: `${isoDay(days)}T00:00:00.000Z`,
    }),
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return token;
}

async function openBenefits(page: Page, request: APIRequestContext, separatingInDays = 120) {
  const token = await veteranSeparatingIn(request, separatingInDays);
  await setStoredSession(page, { token, name: 'Casey Morgan' });
  await page.goto('/benefits');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eligible for VA Benefits' })).toBeVisible();
}

const card = (page: Page, name: RegExp) => page.getByRole('article', { name });

test('a veteran separating in 120 days sees BDD open and SkillBridge closing, and their changes are kept', async ({
  page,
  request,
  axe,
}) => {
  await openBenefits(page, request);
  const bdd = card(page, /Benefits Delivery at Discharge/);
  await expect(bdd.getByText('Closing soon')).toBeVisible();
  await expect(bdd.getByText(`Closes in 30 days (last day ${shown(isoDay(30))})`)).toBeVisible();
  await expect(bdd.getByText('Met: Still serving (separation date ahead)')).toBeVisible();
  await expect(bdd.getByRole('link', { name: 'VA Benefits Delivery at Discharge program' })).toBeVisible();
  const skillBridge = card(page, /DoD SkillBridge/);
  await expect(skillBridge.getByText(`Closes in 120 days (last day ${shown(isoDay(120))})`)).toBeVisible();
  await expect(card(page, /VGLI/).getByText(/last day/)).toBeVisible();
  await axe.check();

  // Eligible shows as eligibility; nothing the veteran did not do shows as done (decision 037).
  await expect(bdd.getByText('Eligible', { exact: true })).toBeVisible();
  const status = bdd.getByRole('combobox', { name: /Status for/ });
  await expect(status).toHaveValue('Not Started');
  const start = page.getByRole('region', { name: 'Checklist' });
  await expect(start.getByText('0% complete')).toBeVisible();
  for (const item of await start.getByRole('checkbox').all()) await expect(item).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/benefits/statuses/') && r.ok());
  await status.selectOption('In Progress');
  await saved;
  const checklist = page.getByRole('region', { name: 'Checklist' });
  const vgliItem = checklist.getByRole('checkbox', { name: 'Apply for VGLI' });
  await expect(vgliItem).not.toBeChecked();
  const ticked = page.waitForResponse((r) => r.url().includes('/api/v1/benefits/checklist/') && r.ok());
  await vgliItem.check();
  await ticked;
  const progress = await checklist.getByText(/% complete$/).textContent();

  await page.reload();
  await expect(
    card(page, /Benefits Delivery at Discharge/).getByRole('combobox', { name: /Status for/ }),
  ).toHaveValue('In Progress');
  await expect(
    page.getByRole('region', { name: 'Checklist' }).getByRole('checkbox', { name: 'Apply for VGLI' }),
  ).toBeChecked();
  await expect(page.getByRole('region', { name: 'Checklist' }).getByText(progress!)).toBeVisible();
});

test('downloads every deadline as an iCalendar file', async ({ page, request }) => {
  await openBenefits(page, request);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('waypoint-benefit-deadlines.ics');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain(`DTSTART;VALUE=DATE:${isoDay(30).replace(/-/g, '')}`);
  expect(text).toContain('SUMMARY:Benefits Delivery at Discharge (BDD) claim: last day');
});

test('at 375 px a veteran separated 400 days ago sees each window state named once', async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openBenefits(page, request, -400);
  const roadmap = page.getByRole('list', { name: 'Benefit windows, soonest to close first' });
  const bdd = roadmap.getByRole('listitem').filter({ hasText: 'Benefits Delivery at Discharge' });
  await expect(bdd).toHaveText(/— Missed: closed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(
    roadmap
      .getByRole('listitem')
      .filter({ hasText: /— No deadline$/ })
      .first(),
  ).toBeVisible();
  await expect(roadmap.getByText(/Missed: Missed|No deadline: No deadline/)).toHaveCount(0);
  const card = page.getByRole('article', { name: /Benefits Delivery at Discharge/ });
  await expect(card.getByText('Missed', { exact: true })).toHaveCount(1);
  await expect(card.getByText(/^Closed on /)).toBeVisible();
  await axe.check();
});

test('at 375 px the page fits without sideways scrolling', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openBenefits(page, request);
  await axe.check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
