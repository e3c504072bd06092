import { expect, test } from './support/fixtures';

for (const { path, title } of [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
]) {
  test.describe(title, () => {
    test('opens signed out in the public frame, and its contents lead to each section', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} — Waypoint`);
      await expect(page.getByRole('main')).toContainText('Last updated: November 22, 2026');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Crisis support' })).toBeVisible();

      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(2);
      const last = links.nth(count - 1);
      const target = (await last.getAttribute('href')) ?? '';
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });

    test('reads at 375 px without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('the privacy policy says how to write to us and names the controls it promises', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  // No CONTACT_EMAIL is configured for the suite: the contact form, never an invented address.
  await expect(main.getByRole('link', { name: 'The contact form on our home page' }).first()).toHaveAttribute(
    'href',
    '/#contact',
  );
  await expect(main).toContainText('delete your account from your profile page');
});
