import type { Locator, Page } from '@playwright/test';
import { LiveWatch } from './support/live';
import { expect as baseExpect, setStoredSession, test } from './support/fixtures';

// Several browsers and servers on a shared machine: each assertion may wait up to 20 s (it passes as soon as it
// holds, so this costs nothing when the machine is quiet).
const expect = baseExpect.configure({ timeout: 20_000 });

const PUBLIC_CIRCLE = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01';

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The member count a circle card shows, once it shows one. */
async function memberCount(circle: Locator): Promise<number> {
  await expect(circle).toContainText(/[\d,]+ members?/);
  const text = (await circle.textContent()) ?? '';
  return Number(/([\d,]+) members?/.exec(text)?.[1]?.replaceAll(',', ''));
}

const members = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;

/*
 * The moderator's role is given by the role command (`npm run user:role`), so these tests run on the role
 * server (support/role-server.ts), shared with the other specs of this worker: counts are read before they
 * change, and every run signs up its own members.
 */
test.describe('with a moderator', () => {
  // In order in one worker, so both use its one role server; each test stands alone.
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: async ({ roleServer }, use) => use(roleServer.baseURL) });

  test('joins a public circle (count +1) and asks to join an invite-only one; a moderator approves', async ({
    page,
    roleServer,
    openBrowser,
    axe,
  }) => {
    test.setTimeout(120_000);
    const alex = await roleServer.signUp('Alex Carter', { profile: false });
    await setStoredSession(page, { token: alex.token, name: alex.name });
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Circles' })).toBeVisible();
    const transition = card(page, 'Transition Support Circle');
    await expect(transition).toContainText('Sample circle');
    const before = await memberCount(transition);
    await axe.check();
    await transition.getByRole('button', { name: 'Join circle' }).click();
    await expect(transition.getByRole('button', { name: 'Joined' })).toBeDisabled();
    await expect(transition).toContainText(members(before + 1));

    const families = card(page, 'Military Spouses & Families');
    const familiesBefore = await memberCount(families);
    await families.getByRole('button', { name: 'Request access' }).click();
    await expect(families.getByRole('button', { name: 'Pending approval' })).toBeDisabled();
    await expect(families).toContainText(members(familiesBefore));

    const { moderator } = roleServer;
    const moderatorPage = await openBrowser(moderator, '/community');
    await card(moderatorPage, 'Military Spouses & Families')
      .getByRole('button', { name: 'View circle' })
      .click();
    const dialog = moderatorPage.getByRole('dialog', { name: 'Military Spouses & Families' });
    const queue = dialog.getByRole('region', { name: 'Moderation queue' });
    await queue.getByRole('button', { name: 'Approve Alex Carter' }).click();
    await expect(queue).toContainText('No requests waiting.');
    await axe.check(moderatorPage);

    await page.reload();
    const approved = card(page, 'Military Spouses & Families');
    await expect(approved.getByRole('button', { name: 'Joined' })).toBeDisabled();
    await expect(approved).toContainText(members(familiesBefore + 1));
  });

  test("a post appears live in a second browser; a member reports it; a moderator's confirmed delete removes it there and tells the reporter", async ({
    page,
    roleServer,
    openBrowser,
    axe,
  }) => {
    test.setTimeout(120_000);
    const alex = await roleServer.signUp('Alex Carter', { profile: false });
    const joined = await page.request.put(`/api/community/circles/${PUBLIC_CIRCLE}/membership`, {
      headers: { Authorization: `Bearer ${alex.token}` },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const bailey = await roleServer.signUp('Bailey Brooks', { profile: false });

    // Bailey has the circle's own page open, as a member, and does nothing more from here on.
    const baileyPage = await openBrowser(bailey);
    const live = new LiveWatch(baileyPage);
    await baileyPage.goto(`/community/${PUBLIC_CIRCLE}`);
    await expect(
      baileyPage.getByRole('heading', { level: 1, name: 'Transition Support Circle' }),
    ).toBeVisible();
    await baileyPage.getByRole('button', { name: 'Join circle' }).click();
    await expect(baileyPage.getByRole('button', { name: 'Joined' })).toBeDisabled();
    const baileyPosts = baileyPage.getByRole('list', { name: 'Posts' });
    await expect(baileyPosts).toBeVisible();
    await expect(baileyPosts).not.toContainText('Hello from Ohio!');
    await live.ready();

    await setStoredSession(page, { token: alex.token, name: alex.name });
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

    const seen = baileyPosts.getByRole('article', { name: 'Post by Alex Carter' });
    await expect(seen).toContainText('Hello from Ohio!');
    await expect(seen.locator('b')).toHaveCount(0);
    await live.expectUntouched();
    await axe.check(baileyPage);

    // Bailey reports the post.
    await seen.getByRole('button', { name: 'Report' }).click();
    const report = baileyPage.getByRole('dialog', { name: 'Report post' });
    await report.getByRole('textbox', { name: 'Reason' }).fill('Advertising in the circle');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(seen).toContainText('Thank you. The moderators will look at it.');

    // The moderator's delete is asked first; Escape and Cancel leave the post where it is.
    const moderatorPage = await openBrowser(roleServer.moderator, `/community/${PUBLIC_CIRCLE}`);
    const target = moderatorPage.getByRole('article', { name: 'Post by Alex Carter' });
    await target.getByRole('button', { name: 'Delete post' }).click();
    const confirmation = moderatorPage.getByRole('dialog', { name: 'Delete this post?' });
    await expect(confirmation).toHaveAccessibleDescription(
      'The post by Alex Carter disappears for everyone in the circle and cannot be brought back. Anyone who reported it is told that a moderator acted on their report.',
    );
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe.check(moderatorPage);
    await moderatorPage.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(target).toBeVisible();
    await target.getByRole('button', { name: 'Delete post' }).click();
    await confirmation.getByRole('button', { name: 'Delete post' }).click();
    await expect(moderatorPage.getByRole('article', { name: 'Post by Alex Carter' })).toHaveCount(0);
    await axe.check(moderatorPage);

    await expect(baileyPosts).not.toContainText('Hello from Ohio!');
    await expect(baileyPosts.getByRole('article', { name: 'Post by Alex Carter' })).toHaveCount(0);
    await live.expectUntouched();

    // The outcome reaches Bailey's bell without a reload, naming neither the moderator nor the post.
    const bell = baileyPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = baileyPage.getByRole('dialog', { name: 'Notifications' });
    const outcome = panel
      .getByRole('listitem')
      .filter({ hasText: 'Your report was reviewed: the post was removed' });
    await expect(outcome).toContainText(
      'A moderator removed the post you reported in Transition Support Circle. Thank you for helping keep the circle safe.',
    );
    await expect(outcome).not.toContainText('Morgan Lee');
    await expect(outcome).not.toContainText('Hello from Ohio!');
    await axe.check(baileyPage);
    await live.expectUntouched();
  });
  test('a veteran with a target sees the circle that fits it suggested, with the reason', async ({
    page,
    roleServer,
    axe,
  }) => {
    const name = `Logistics and Supply Chain ${Date.now()}`;
    const created = await page.request.post(`${roleServer.baseURL}/api/community/circles`, {
      headers: { Authorization: `Bearer ${roleServer.admin.token}` },
      data: { name, description: 'Veterans moving into warehousing and freight work.', access: 'public' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const casey = await roleServer.signUp('Casey Morgan', { profile: false });
    await setStoredSession(page, { token: casey.token, name: casey.name });

    // No target yet: nothing is suggested.
    await page.goto('/community');
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByText('Suggested for your target career')).toHaveCount(0);

    const chosen = await page.request.put(`${roleServer.baseURL}/api/plan/targets`, {
      headers: { Authorization: `Bearer ${casey.token}` },
      data: { targets: [{ soc: '13-1081', chosenFrom: 'plan' }] },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.reload();
    const suggested = card(page, name);
    await expect(suggested).toContainText('Suggested for your target career');
    await expect(suggested).toContainText(
      'Fits your target career, Logisticians: this circle is about logistics',
    );
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await expect(card(page, 'Transition Support Circle')).not.toContainText('Suggested');
    await axe.check();
  });
});

test('at 375 px the circles and the dialog fit the screen', async ({ page, signIn, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn({ name: 'Bailey Brooks', profile: false });
  await page.goto('/community');
  const transition = card(page, 'Transition Support Circle');
  await expect(transition.getByRole('button', { name: 'View circle' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await transition.getByRole('button', { name: 'View circle' }).click();
  await expect(page.getByRole('dialog', { name: 'Transition Support Circle' })).toBeVisible();
  await axe.check();
});
