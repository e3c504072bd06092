import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['section508', 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

type Fixtures = {
  /** Runs axe on the current page; also runs automatically at the end of every test. */
  axe: { check: () => Promise<void> };
  /** Fails the test on any console error or uncaught page error. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  axe: [
    async ({ page }, use) => {
      await use({ check: () => expectNoAxeViolations(page) });
      if (page.url() !== 'about:blank') await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});

/** Signs in without the UI by placing a token the way the web app stores it. */
export async function setStoredSession(page: Page, values: { token: string; name?: string }): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('auth_token', stored.token);
    if (stored.name) window.localStorage.setItem('user_name', stored.name);
  }, values);
}

export { expect };
