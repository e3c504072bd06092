import { expect, test } from './support/fixtures';
import { expectCrisisLines } from './support/public-pages';

test.describe('crisis resources', () => {
  test('open without signing in, in the public frame', async ({ page }) => {
    await page.goto('/crisis-resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
    await expect(page).toHaveTitle('Crisis & Support — Waypoint');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(banner.getByRole('link', { name: 'Crisis support' })).toBeVisible();

    await expectCrisisLines(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('signed out, the skip link leads to the crisis content', async ({ page }) => {
    await page.goto('/crisis-resources');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
  });

  test('signed in, they open inside the shell', async ({ page, signIn }) => {
    await signIn({ name: 'Dana Reyes' });
    await page.goto('/crisis-resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Crisis Resources' })).toHaveAttribute('aria-current', 'page');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('paragraph')).toHaveText('Crisis & Support');
    const crumbs = banner.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(crumbs.getByText('Crisis & Support')).toHaveAttribute('aria-current', 'page');
  });

  test('the landing page’s crisis link opens them', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Crisis support' }).click();
    await expect(page).toHaveURL(/\/crisis-resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
  });

  // Crisis help is one click away everywhere (decision 013 §3).
  for (const [path, signedIn] of [
    ['/', false],
    ['/privacy', false],
    ['/terms', false],
    ['/signin', false],
    ['/register', false],
    ['/reset-password', false],
    ['/reset-password/complete', false],
    ['/crisis-resources', false],
    ['/dashboard', true],
    ['/crisis-resources', true],
  ] as const) {
    test(`${path}${signedIn ? ' (signed in)' : ''} shows the crisis support link in its header`, async ({
      page,
      signIn,
    }) => {
      if (signedIn) await signIn({ name: 'Dana Reyes' });
      await page.goto(path);
      const link = page.getByRole('banner').getByRole('link', { name: 'Crisis support' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/crisis-resources');
    });
  }
});
