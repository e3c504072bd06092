import { test as base, expect, type Page } from '@playwright/test';
import { AccountPool, signInThroughApi, type TestAccount } from './accounts';
import { AXE_TAGS, axeViolations } from './axe';
import { startRoleServer, type RoleServer } from './role-server';

/** The page state each page was last checked in; a state already found clean is not analysed again. */
const checkedStates = new WeakMap<Page, string>();

async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page in the middle of a transition (a dialog fading in) shows its text at part opacity, which the contrast
  // rule rightly fails: the check looks at the page once its finite transitions and animations have ended (an
  // endless one, a spinner, never does and is not waited for), and none has started in the two frames after. A
  // transition can start a frame after the change that causes it (a list item fading out once its answer came).
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running');
    // A page the browser does not paint runs no frames; a tenth of a second stands in for them there.
    const twoFrames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      await twoFrames();
      if (finite().length === 0) return;
    }
  });
  // The URL and the whole DOM as it is now: the same state gives the same result, so a check with nothing changed
  // since the last clean one (the end-of-test check right after a test's own) has nothing new to find.
  const state = await page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`);
  if (checkedStates.get(page) === state) return;
  // All result types: rules such as heading-order decide from every node's result, and axe's `resultTypes`
  // option (violations only) trims those first and reports orders that are right.
  // Analysed scrolled to the top, then put back: a sticky header covers whatever the test's last action left
  // scrolled under it, which the target-size rule reads as an obscured target, so its verdict would depend on the
  // scroll position rather than on the page.
  const scrolled = await page.evaluate(() => {
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return { scrollX, scrollY };
  });
  const violations = await axeViolations(page, AXE_TAGS).finally(() =>
    page.evaluate(({ scrollX, scrollY }) => {
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    }, scrolled),
  );
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  checkedStates.set(page, state);
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
  /** Runs axe on the current page (or on another browser's page); also runs on `page` at the end of every test. */
  axe: { check: (other?: Page) => Promise<void> };
  /** Fails the test on any console error or uncaught page error. */
  consoleErrors: string[];
  /**
   * Signs the page in without the UI: a real account (made through the API once per worker and name) and a
   * fresh session for this test, stored the way the web app stores it. The route guard checks it with the server.
   */
  signIn: (options?: SignInOptions) => Promise<TestSession>;
  /**
   * Opens a second browser (its own context and storage, at the test's baseURL) signed in with `session`, at
   * `path` if given. Its console errors count with the page's; it closes at the end of the test.
   */
  openBrowser: (session: { token: string; name?: string }, path?: string) => Promise<Page>;
};

type WorkerFixtures = {
  accounts: AccountPool;
  /** A server of this worker's own with a moderator and an admin (support/role-server.ts); started on first use. */
  roleServer: RoleServer;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  accounts: [
    async ({ playwright }, use) => {
      const pool = await AccountPool.open(playwright);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  roleServer: [
    async ({ playwright }, use, workerInfo) => {
      const { server, stop } = await startRoleServer(playwright, workerInfo.parallelIndex);
      await use(server);
      await stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  signIn: async ({ page, accounts }, use) => {
    await use(async ({ name = 'Jordan Rivera', profile = true } = {}) => {
      const account = await accounts.get(name, { profile });
      const token = await signInThroughApi(accounts.request, account);
      await setStoredSession(page, { token, name: account.name });
      return { account, token };
    });
  },
  openBrowser: async ({ browser, baseURL, consoleErrors }, use) => {
    const opened: Page[] = [];
    await use(async (session, path) => {
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      opened.push(other);
      collectErrors(other, consoleErrors);
      await setStoredSession(other, session);
      if (path) await other.goto(path);
      return other;
    });
    await Promise.all(opened.map((other) => other.context().close()));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      collectErrors(page, errors);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  axe: [
    async ({ page }, use) => {
      await use({ check: (other) => expectNoAxeViolations(other ?? page) });
      if (page.url() !== 'about:blank') await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});

function collectErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

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
