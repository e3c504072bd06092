import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { AccountPool, signInThroughApi, type TestAccount } from './accounts';

export const AXE_TAGS = ['section508', 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export interface SignInOptions {
  /** The account's "First Last"; the menu shows it. One account per name and worker. */
  name?: string;
  /** Whether the account has a veteran profile (default true). */
  profile?: boolean;
}

export interface TestSession {
  account: TestAccount;
  token: string;
}

type Fixtures = {
  /** Runs axe on the current page; also runs automatically at the end of every test. */
  axe: { check: () => Promise<void> };
  /** Fails the test on any console error or uncaught page error. */
  consoleErrors: string[];
  /**
   * Signs the page in without the UI: a real account (made through the API once per worker and name) and a
   * fresh session for this test, stored the way the web app stores it. The route guard checks it with the server.
   */
  signIn: (options?: SignInOptions) => Promise<TestSession>;
};

type WorkerFixtures = { accounts: AccountPool };

export const test = base.extend<Fixtures, WorkerFixtures>({
  accounts: [
    async ({ playwright }, use) => {
      const pool = await AccountPool.open(playwright);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page, accounts }, use) => {
    await use(async ({ name = 'Jordan Rivera', profile = true } = {}) => {
      const account = await accounts.get(name, { profile });
      const token = await signInThroughApi(accounts.request, account);
      await setStoredSession(page, { token, name: account.name });
      return { account, token };
    });
  },
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

/**
 * Places a session the way the web app stores it, before the first page loads. Once per tab: a test that signs
 * out and reloads stays signed out. The token must be real; the route guard checks it with the server.
 */
export async function setStoredSession(page: Page, values: { token: string; name?: string }): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-session-placed')) return;
    window.sessionStorage.setItem('e2e-session-placed', '1');
    window.localStorage.setItem('auth_token', stored.token);
    if (stored.name) window.localStorage.setItem('user_name', stored.name);
  }, values);
}

/** Chromium logs every 4xx/5xx answer as "Failed to load resource"; drop the ones a test expects. */
export function dropExpectedStatuses(consoleErrors: string[], ...statuses: number[]): void {
  const rest = consoleErrors.filter(
    (error) => !statuses.some((status) => error.includes(`status of ${status}`)),
  );
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

export { expect };
export type { TestAccount };
