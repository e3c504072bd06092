import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const HEADER_TITLES: Array<[string, string]> = [
  ['/dashboard', 'Veteran Dashboard'],
  ['/plan', 'My Transition Plan'],
  ['/career/translate', 'Career Translation'],
  ['/career/interview-coach', 'Interview Coach'],
  ['/career/job-search', 'Job Search'],
  ['/jobs', 'Job Search'],
  ['/resume', 'Resume Builder'],
  ['/community', 'Community Circles'],
  ['/mentorship', 'Mentorship Hub'],
  ['/benefits', 'Benefits Overview'],
  ['/documents', 'Document Vault'],
  ['/wellness', 'Wellness & Journaling'],
  ['/profile', 'Account Profile'],
  ['/notifications', 'Notification Settings'],
  ['/crisis-resources', 'Crisis & Support'],
];

const SIDEBAR_ORDER = [
  'Dashboard',
  'My Plan',
  'Career',
  'Career Translation',
  'Resume Builder',
  'Interview Coach',
  'Job Search',
  'Community Circles',
  'Mentorship',
  'Benefits',
  'Document Vault',
  'Wellness',
  'Profile',
  'Notifications',
  'Crisis Resources',
];

test.beforeEach(async ({ signIn }) => {
  await signIn({ name: 'Jordan Rivera' });
});

test('the sidebar lists its entries in the spec order', async ({ page }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(SIDEBAR_ORDER);
});

test('the active entry follows the path, and Job Search is active for /jobs', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/jobs');
  await expect(nav.getByRole('link', { name: 'Job Search' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/mentorship');
  await expect(nav.getByRole('link', { name: 'Mentorship' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Job Search' })).not.toHaveAttribute('aria-current', 'page');
});

for (const [path, title] of HEADER_TITLES) {
  test(`the header title of ${path} is "${title}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText(title, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Waypoint/);
    if (path === '/profile') {
      await expect(page.getByRole('button', { name: 'Show an example record' })).toBeVisible();
    }
  });
}

test('breadcrumbs show Dashboard then the title, and none on the dashboard', async ({ page }) => {
  await page.goto('/benefits');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(crumbs.getByText('Benefits Overview')).toHaveAttribute('aria-current', 'page');

  await crumbs.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

test('the sidebar collapses to 64 px and expands back to 280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The sidebar's paper holds the nav inside its 1 px border: its width is the sidebar's.
  const sidebar = nav.locator('xpath=..');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await expect(nav.getByRole('link', { name: 'Benefits' })).toBeVisible();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
});

test('at 375 px the sidebar is a temporary drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Wellness' }).click();

  await expect(page).toHaveURL(/\/wellness$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellness & Journaling');
});

test('at 375 px the header shows whole titles, crisis help and the menu with initials and name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, title] of [
    ['/community', 'Community Circles'],
    ['/career/translate', 'Career Translation'],
    ['/notifications', 'Notification Settings'],
    ['/wellness', 'Wellness & Journaling'],
  ] as const) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    const shown = banner.getByText(title, { exact: true }).first();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
    await expect(banner.getByRole('link', { name: 'Crisis support' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Account menu for Jordan Rivera' })).toBeVisible();
    await expect(banner.getByText('Jordan Rivera', { exact: true })).toBeVisible();
  }
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/documents');
  // The shell appears once the route guard has checked the session with the server.
  await expect(page.getByRole('heading', { level: 1, name: 'Document Vault' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('while a slow session check runs, the first Tab lands on the skip link and keeps it', async ({
  page,
}) => {
  // The check is held until the "Checking your session…" page has been seen: that page is what a quick Tab meets.
  const check = await holdSessionCheck(page);
  await page.goto('/dashboard');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('Checking your session…');
  check.release();

  await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('focus on the crisis link during a slow session check moves to the header’s', async ({ page }) => {
  const check = await holdSessionCheck(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('status')).toHaveText('Checking your session…');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Crisis support' })).toBeFocused();
  check.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Crisis support' })).toBeFocused();
});

test('a signed-in page opened from a link names itself and offers crisis help before any script has run', async ({
  page,
}) => {
  // The scripts are held on their way (never answered): what shows is the page's HTML as the server sends it.
  await page.route('**/assets/*.js', () => {});
  // Not "load": the page's load waits for its scripts.
  await page.goto('/career/translate', { waitUntil: 'commit' });
  await expect(page.getByText('Career Translation', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Enter your military occupation code to see the civilian job titles/),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('link', { name: 'Crisis support' })).toHaveAttribute(
    'href',
    '/crisis-resources',
  );
  await expect(page).toHaveTitle('Career Translation — Waypoint');
});

test('an unknown path lands on the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the user menu shows initials and name, and Sign out clears the token', async ({ page }) => {
  await page.goto('/dashboard');
  const menuButton = page.getByRole('button', { name: 'Account menu for Jordan Rivera' });
  await expect(menuButton).toContainText('JR');
  await expect(menuButton).toContainText('Jordan Rivera');
  await menuButton.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Notification Settings', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('the footer carries the year and its four links', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Show an example record' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Waypoint`);
  for (const name of ['Profile', 'Crisis support', 'Notification preferences', 'Document vault']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});

/**
 * Holds every session check (`GET /api/me`) until `release()`, so a test sees the page shown while it runs however
 * long the page took to load, instead of racing a fixed delay.
 */
async function holdSessionCheck(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
