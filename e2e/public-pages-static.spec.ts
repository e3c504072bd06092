import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectCrisisLines, LANDING_SECTION_HEADINGS } from './support/public-pages';

// The public pages are prerendered at build time (decision 031): with JavaScript off, what the server sends must
// already be the whole page, with working links, for a visitor on a slow phone or a browser without scripts.
test.use({ javaScriptEnabled: false });

/**
 * axe needs scripts in the page, which this spec's browser does not run: it checks the same prerendered markup
 * in a browser that runs scripts but is refused the app's, so what it sees is what a page without JavaScript
 * shows. The spec's own page is then left, so the end-of-test check has nothing to run in.
 */
async function checkAxeWithoutAppScripts(
  browser: Browser,
  page: Page,
  check: (other: Page) => Promise<void>,
  paths: string[],
) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  await context.route('**/*.js', (route) => route.abort());
  const other = await context.newPage();
  for (const path of paths) {
    await other.goto(path);
    await expect(other.locator('#root[data-prerendered] h1')).toBeVisible();
    await check(other);
  }
  await context.close();
  await page.goto('about:blank');
}

test.describe('public pages before any JavaScript', () => {
  test('the landing page shows every section, the footer and working links', async ({
    page,
    browser,
    axe,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Waypoint — career, benefits and mentorship for veterans');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your next mission starts here');
    const sections = main.getByRole('region');
    await expect(sections).toHaveCount(LANDING_SECTION_HEADINGS.length);
    for (const [index, heading] of LANDING_SECTION_HEADINGS.entries()) {
      await expect(sections.nth(index)).toHaveAccessibleName(heading);
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Nothing asks for JavaScript on a page that reads without it.
    await expect(page.locator('noscript')).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Crisis support' }).click();
    await expect(page).toHaveURL(/\/crisis-resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
    await checkAxeWithoutAppScripts(browser, page, axe.check, ['/']);
  });

  test('crisis help shows the lines to call and text', async ({ page, browser, axe }) => {
    await page.goto('/crisis-resources');
    await expect(page).toHaveTitle('Crisis & Support — Waypoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
    await expectCrisisLines(page);
    await expect(page.getByRole('region', { name: 'Crisis lines' })).toBeVisible();
    await checkAxeWithoutAppScripts(browser, page, axe.check, ['/crisis-resources']);
  });

  test('sign-in shows its form, and its links lead on', async ({ page, browser, axe }) => {
    await page.goto('/signin');
    await expect(page).toHaveTitle('Sign In — Waypoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Sent by the browser itself, the password would never go into the address.
    await expect(form).toHaveAttribute('method', 'post');
    // The page says the form needs JavaScript (a <noscript>; this browser parses it as text, so only its presence).
    await expect(page.locator('noscript')).toHaveCount(1);

    await form.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
    await checkAxeWithoutAppScripts(browser, page, axe.check, ['/signin', '/register']);
  });

  test('the reset, privacy and terms pages are whole too', async ({ page, browser, axe }) => {
    for (const [path, heading] of [
      ['/reset-password', 'Reset Password'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }),
      ).toBeVisible();
    }
    await checkAxeWithoutAppScripts(browser, page, axe.check, ['/reset-password', '/privacy', '/terms']);
  });
});
