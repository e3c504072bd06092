import type { APIRequestContext, Page } from '@playwright/test';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { signUpThroughApi } from './support/accounts';
import { expect, setStoredSession, test } from './support/fixtures';

/** A new veteran whose profile names MOS 68W (Combat Medic), signed in on the page. */
async function combatMedic(page: Page, request: APIRequestContext) {
  const account = await signUpThroughApi(request, 'Riley Chen');
  const profile = await request.post('/api/veteran-profiles', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: sampleProfileCreate({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: '+15125550142',
      mosCode: '68W',
      branch: 'ARMY',
    }),
  });
  expect(profile.status(), await profile.text()).toBe(201);
  await setStoredSession(page, { token: account.token, name: account.name });
  return account;
}

async function search(page: Page, keywords: string) {
  await page.getByRole('textbox', { name: 'Keywords or military code' }).fill(keywords);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /jobs? found$/ })).toBeVisible();
}

test('Search stays disabled until a keyword, a location or Remote-friendly is given', async ({
  page,
  request,
}) => {
  await combatMedic(page, request);
  await page.goto('/career/job-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Search' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeDisabled();
  await page.getByRole('textbox', { name: 'Keywords or military code' }).fill('   ');
  await expect(button).toBeDisabled();
  await page.getByRole('textbox', { name: 'Location' }).fill('Tampa');
  await expect(button).toBeEnabled();
  await page.getByRole('textbox', { name: 'Location' }).fill('');
  await page.getByRole('switch', { name: 'Remote-friendly' }).check();
  await expect(button).toBeEnabled();
});

test('a 68W searching "medic" sees healthcare first with the reason; filters remote; opens, saves and finds the job after a reload', async ({
  page,
  request,
  axe,
}) => {
  await combatMedic(page, request);
  await page.goto('/jobs');
  await search(page, 'medic');
  const results = page.getByRole('list', { name: 'Job postings' });
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText('Why this job? Matches your MOS 68W');
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/Medic|Paramedic|Nurse|Emergency/);
  await expect(page.getByText(/^Sample postings: /)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=medic/);
  await axe.check();

  await page.getByRole('switch', { name: 'Remote-friendly' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/remoteOnly=true/);
  await expect(page.getByRole('heading', { level: 2, name: /jobs? found$/ })).toBeVisible();
  const remote = results.getByRole('listitem');
  await expect(remote.first()).toBeVisible();
  for (const item of await remote.all()) await expect(item).toContainText('Remote-friendly');

  const title = (await remote.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  await remote.first().getByRole('button').click();
  const detail = page.getByRole('region', { name: title });
  const apply = detail.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('href', /^https:\/\//);
  await detail.getByRole('button', { name: 'Save this job' }).click();
  await expect(detail.getByRole('button', { name: 'Remove from saved jobs' })).toBeVisible();

  await page.reload();
  // The reloaded URL still holds the search and the open posting; the saved job is one tab away.
  await expect(page.getByRole('switch', { name: 'Remote-friendly' })).toBeChecked();
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved jobs (1)' }).click();
  const saved = page.getByRole('list', { name: 'Your saved jobs' });
  await expect(saved.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await saved.getByRole('combobox', { name: `Status of ${title}` }).selectOption({ label: 'Applied' });
  await expect(saved.getByText('Status saved.')).toBeVisible();
  await axe.check();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Saved jobs (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(saved.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('applied');
});

test('finds a posting by each of its places and shows hourly pay with its yearly amount', async ({
  page,
  request,
  axe,
}) => {
  await combatMedic(page, request);
  await page.goto('/jobs');
  const results = page.getByRole('list', { name: 'Job postings' });
  const location = page.getByRole('textbox', { name: 'Location' });
  for (const place of ['Camp Lejeune', 'Quantico, Virginia']) {
    await location.fill(place);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The search has landed in the address (the form then shows it): the last one's results may still be shown.
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(place);
    const posting = results.getByRole('listitem').filter({ hasText: 'Logistics Management Specialist' });
    await expect(posting).toContainText('Quantico, VA and 1 more');
  }
  await location.fill('');
  await search(page, 'CDL');
  const driver = results.getByRole('listitem').filter({ hasText: 'Motor Vehicle Operator' });
  await expect(driver).toContainText('$24.18–$31.43 an hour, about $50,294–$65,374 a year');
  await expect(driver).toContainText('WG-7');
  await axe.check();
});

test('works at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await combatMedic(page, request);
  await page.goto('/jobs?q=nurse');
  await expect(page.getByRole('heading', { level: 2, name: /jobs? found$/ })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('a veteran with a target sees jobs for it by default, with the reason, and can search anything else', async ({
  page,
  request,
  axe,
}) => {
  const account = await combatMedic(page, request);
  // Without a target: the saved jobs as before, and where to choose one.
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: 'Set your target career on My Plan' })).toHaveAttribute(
    'href',
    '/plan',
  );
  const chosen = await request.put('/api/plan/targets', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { targets: [{ soc: '13-1081', chosenFrom: 'plan' }] },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  await page.goto('/jobs');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jobs for your target career: Logisticians' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Search results' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('list', { name: 'Job postings' }).getByRole('listitem').first();
  await expect(first).toContainText('Why this job? Fits your target career, Logisticians (SOC 13-1081)');
  await expect(page.getByRole('link', { name: 'Set your target career on My Plan' })).toHaveCount(0);
  await axe.check();

  await page.getByRole('button', { name: 'Search for any job' }).click();
  const keywords = page.getByRole('textbox', { name: 'Keywords or military code' });
  await expect(keywords).toBeFocused();
  await search(page, 'medic');
  await expect(page.getByRole('heading', { level: 2, name: /Jobs for your target/ })).toHaveCount(0);
});
