import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANDING_SECTION_HEADINGS } from './support/public-pages';

async function expectInViewport(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
}

test.describe('landing page', () => {
  test('has banner, main with the sections in the spec order, and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Waypoint — career, benefits and mentorship for veterans');
    const landmarks = page.locator('body [role="banner"], body header, body main, body footer');
    await expect(landmarks).toHaveCount(3);
    expect(await landmarks.evaluateAll((nodes) => nodes.map((node) => node.tagName))).toEqual([
      'HEADER',
      'MAIN',
      'FOOTER',
    ]);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(LANDING_SECTION_HEADINGS[0]!);
    const sections = main.getByRole('region');
    await expect(sections).toHaveCount(LANDING_SECTION_HEADINGS.length);
    for (const [index, heading] of LANDING_SECTION_HEADINGS.entries()) {
      await expect(sections.nth(index)).toHaveAccessibleName(heading);
    }
  });

  test('the header navigation scrolls to Services, Features, Stories and Contact', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Contact', 'contact'],
      ['Services', 'services'],
      ['Stories', 'testimonials'],
      ['Features', 'features'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expectInViewport(page, id);
      // The sticky header must not cover the section's heading.
      const header = await page.getByRole('banner').boundingBox();
      const heading = await page.locator(`#${id} h2`).first().boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    }
  });

  test('Watch Demo jumps to the features', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expectInViewport(page, 'features');
  });

  test('Sign In opens /signin; Join in the header and the hero open /register', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');

    await page.goto('/');
    await header.getByRole('link', { name: 'Join', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

    await page.goto('/');
    await page.getByRole('link', { name: 'Join Waypoint' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('Learn More and the footer resources send a signed-out visitor to registration', async ({ page }) => {
    await page.goto('/');
    const learnMore = page.getByRole('link', { name: /^Learn More about / });
    await expect(learnMore).toHaveCount(3);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/register');
    const resources = page.getByRole('navigation', { name: 'Resources' });
    for (const name of ['Career Center', 'Benefits Calculator', 'Support Groups']) {
      await expect(resources.getByRole('link', { name })).toHaveAttribute('href', '/register');
    }
    await page.getByRole('link', { name: 'Learn More about veteran mentorship' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/');
    await resources.getByRole('link', { name: 'Success Stories' }).click();
    await expectInViewport(page, 'testimonials');
  });

  test('Learn More and the footer resources open the matching feature when signed in', async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Dana Reyes' });
    await page.goto('/');
    const targets = {
      'Learn More about career translation': '/career/translate',
      'Learn More about benefits guidance': '/benefits',
      'Learn More about veteran mentorship': '/mentorship',
    };
    for (const [name, href] of Object.entries(targets)) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const resources = page.getByRole('navigation', { name: 'Resources' });
    await expect(resources.getByRole('link', { name: 'Career Center' })).toHaveAttribute(
      'href',
      '/career/translate',
    );
    await expect(resources.getByRole('link', { name: 'Benefits Calculator' })).toHaveAttribute(
      'href',
      '/benefits',
    );
    await expect(resources.getByRole('link', { name: 'Support Groups' })).toHaveAttribute(
      'href',
      '/community',
    );

    await page.getByRole('link', { name: 'Learn More about benefits guidance' }).click();
    await expect(page).toHaveURL(/\/benefits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benefits Overview');
  });

  test('signed in, the header offers the dashboard and the account menu instead of Sign In and Join', async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Dana Reyes' });
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Account menu for Dana Reyes' });
    await expect(menu).toContainText('DR');
    await expect(menu).toContainText('Dana Reyes');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);

    await header.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  });

  test('the footer links to privacy and terms, which load', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('every link on the page leads somewhere real', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    const external = hrefs.filter((href) => /^https?:/.test(href));
    const internal = hrefs.filter((href) => href.startsWith('/'));
    const anchors = hrefs.filter((href) => href.startsWith('#'));
    // No contact details are configured for the suite (CONTACT_*): the page invents none and offers the form.
    expect(hrefs.filter((href) => /^(tel|mailto):/.test(href))).toEqual([]);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Send us a message' }),
    ).toHaveAttribute('href', '#contact');
    expect([...external, ...internal, ...anchors].length).toBe(hrefs.length);

    for (const href of anchors) await expect(page.locator(href), href).toHaveCount(1);
    for (const href of external) {
      expect(href).toMatch(/^https:\/\//);
      for (const link of await page.locator(`a[href="${href}"]`).all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    expect(internal.sort()).toEqual(['/', '/crisis-resources', '/privacy', '/register', '/signin', '/terms']);
    for (const path of internal) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('works from the keyboard: skip link, navigation and Join', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toEqual([
      'Waypoint',
      'Services',
      'Features',
      'Stories',
      'Contact',
      'Crisis support',
      'Sign In',
      'Join',
    ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside main, at the hero's first link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Join Waypoint' })).toBeFocused();
  });
});
