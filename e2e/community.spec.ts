import type { Browser, Page } from '@playwright/test';
import { signUpThroughApi, type TestAccount } from './support/accounts';
import { E2E_PORT } from './support/mail-sink';
import { ownServer } from './support/own-server';
import { AXE_TAGS, expect, setStoredSession, test } from './support/fixtures';
import AxeBuilder from '@axe-core/playwright';

// The moderator's role is given by the role command, so this file runs its own server (support/own-server.ts).
const server = ownServer(E2E_PORT + 7, 'community');
const BASE_URL = server.baseUrl;
const PUBLIC_CIRCLE = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE_URL });

const accounts: Record<'alex' | 'bailey' | 'morgan', TestAccount & { token: string }> = {} as never;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await server.startFresh();
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  accounts.alex = await signUpThroughApi(request, 'Alex Carter');
  accounts.bailey = await signUpThroughApi(request, 'Bailey Brooks');
  accounts.morgan = await signUpThroughApi(request, 'Morgan Lee');
  await request.dispose();
  await server.giveRoles([{ email: accounts.morgan.email, role: 'moderator' }]);
});

test.afterAll(async () => {
  await server.remove();
});

/** A second browser (its own context and storage) signed in as another account. */
async function openAs(
  browser: Browser,
  account: TestAccount & { token: string },
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await setStoredSession(page, { token: account.token, name: account.name });
  await page.goto(path);
  return page;
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/**
 * What the browser does when someone comes back to a tab: a visibilitychange event (the page is visible). The
 * circle's lists refetch on it. (Updates without the return come with the web app's live-event client.)
 */
async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('joins a public circle (count +1) and asks to join an invite-only one; a moderator approves', async ({
  page,
  browser,
  axe,
}) => {
  await setStoredSession(page, { token: accounts.alex.token, name: accounts.alex.name });
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Circles' })).toBeVisible();
  const transition = card(page, 'Transition Support Circle');
  await expect(transition).toContainText('128 members');
  await expect(transition).toContainText('Sample circle');
  await axe.check();
  await transition.getByRole('button', { name: 'Join circle' }).click();
  await expect(transition.getByRole('button', { name: 'Joined' })).toBeDisabled();
  await expect(transition).toContainText('129 members');

  const families = card(page, 'Military Spouses & Families');
  await families.getByRole('button', { name: 'Request access' }).click();
  await expect(families.getByRole('button', { name: 'Pending approval' })).toBeDisabled();
  await expect(families).toContainText('86 members');

  const moderator = await openAs(browser, accounts.morgan, '/community');
  await card(moderator, 'Military Spouses & Families').getByRole('button', { name: 'View circle' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Military Spouses & Families' });
  const queue = dialog.getByRole('region', { name: 'Moderation queue' });
  await queue.getByRole('button', { name: 'Approve Alex Carter' }).click();
  await expect(queue).toContainText('No requests waiting.');
  await expectAccessible(moderator);
  await moderator.context().close();

  await page.reload();
  await expect(
    card(page, 'Military Spouses & Families').getByRole('button', { name: 'Joined' }),
  ).toBeDisabled();
  await expect(card(page, 'Military Spouses & Families')).toContainText('87 members');
});

test("a post reaches a second browser viewing the circle, and a moderator's delete removes it there, without a reload", async ({
  page,
  browser,
  axe,
}) => {
  const bailey = await openAs(browser, accounts.bailey, `/community/${PUBLIC_CIRCLE}`);
  await expect(bailey.getByRole('heading', { level: 1, name: 'Transition Support Circle' })).toBeVisible();
  await expect(bailey.getByRole('list', { name: 'Posts' })).toBeVisible();
  await bailey.getByRole('button', { name: 'Join circle' }).click();
  await expect(bailey.getByRole('button', { name: 'Joined' })).toBeDisabled();

  await setStoredSession(page, { token: accounts.alex.token, name: accounts.alex.name });
  await page.goto('/community');
  await card(page, 'Transition Support Circle').getByRole('button', { name: 'View circle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transition Support Circle' });
  await dialog
    .getByRole('textbox', { name: 'Post to Transition Support Circle' })
    .fill('Hello from Ohio! Notes at https://www.va.gov/careers-employment/ <b>not bold</b>');
  await dialog.getByRole('button', { name: 'Post' }).click();
  const first = dialog.getByRole('list', { name: 'Posts' }).getByRole('article').first();
  await expect(first).toContainText('You');
  await expect(first).toContainText('<b>not bold</b>');
  await expect(first.getByRole('link', { name: 'https://www.va.gov/careers-employment/' })).toHaveAttribute(
    'rel',
    'noopener nofollow ugc',
  );
  await axe.check();

  // The other browser shows it when its reader returns to the tab, without a reload.
  await returnToTab(bailey);
  const seen = bailey.getByRole('list', { name: 'Posts' }).getByRole('article').first();
  await expect(seen).toContainText('Hello from Ohio!');
  await expect(seen).toContainText('Alex Carter');
  await expectAccessible(bailey);

  const moderator = await openAs(browser, accounts.morgan, `/community/${PUBLIC_CIRCLE}`);
  const target = moderator.getByRole('article', { name: 'Post by Alex Carter' });
  await target.getByRole('button', { name: 'Delete post' }).click();
  await expect(moderator.getByRole('article', { name: 'Post by Alex Carter' })).toHaveCount(0);
  await moderator.context().close();

  await returnToTab(bailey);
  await expect(bailey.getByText('Hello from Ohio!')).toHaveCount(0);
  await bailey.context().close();
});

test('at 375 px the circles and the dialog fit the screen', async ({ page, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await setStoredSession(page, { token: accounts.bailey.token, name: accounts.bailey.name });
  await page.goto('/community');
  const transition = card(page, 'Transition Support Circle');
  await expect(transition.getByRole('button', { name: 'View circle' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await transition.getByRole('button', { name: 'View circle' }).click();
  await expect(page.getByRole('dialog', { name: 'Transition Support Circle' })).toBeVisible();
  await axe.check();
});
