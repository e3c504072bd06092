// How long the dashboard's figures take to show: from the click on "Sign In" (the sign-in page loaded and the
// form filled), and when /dashboard is opened first with a stored session. Each run is a fresh browser context
// (no HTTP cache), on the network as it is and on a slow mobile network. Prints the times and the requests of the
// median run in the order they started; asserts nothing.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { signedInVeteran, type BenchVeteran } from './signed-in-pages';

const RUNS = Math.max(1, Number(process.env.BENCH_SIGN_IN_RUNS ?? 7));

/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 Kbps up), applied by DevTools. */
const NETWORKS = {
  'as is': null,
  'slow mobile': { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
} as const;
type NetworkName = keyof typeof NETWORKS;

type Request = { path: string; start: number; end: number };
type Run = { ms: number; requests: Request[] };

/**
 * In the page (a string: this project's Node types know no DOM): from `start` (a click on the sign-in button, or
 * the navigation itself) to the frame after the three metric cards hold their figures.
 */
const WATCH = (fromClick: boolean) => `
  window.__bench = { start: ${fromClick ? 'null' : '0'}, shown: null };
  ${
    fromClick
      ? `document.addEventListener('click', (event) => {
           if (window.__bench.start === null && event.target.closest('button[type=submit]'))
             window.__bench.start = performance.now();
         }, { capture: true });`
      : ''
  }
  const figuresShown = () => document.querySelectorAll('[data-testid="metric-value"]').length >= 3;
  new MutationObserver((_, observer) => {
    if (window.__bench.shown !== null || !figuresShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__bench.shown = performance.now())));
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

const READ = `(() => {
  const { start, shown } = window.__bench;
  const requests = performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= start - 1)
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime - start, end: entry.responseEnd - start }));
  return { ms: shown - start, requests };
})()`;

/** Until the page has fetched nothing more for a second. */
async function downloadsSettled(page: Page): Promise<void> {
  const count = () => page.evaluate('performance.getEntriesByType("resource").length') as Promise<number>;
  let last = -1;
  for (let seen = await count(); seen !== last; seen = await count()) {
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Polled from here: the page's CSP allows no string evaluated in it (waitForFunction would need that). */
async function figuresShown(page: Page): Promise<Run> {
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate('window.__bench?.shown != null'))) {
    if (Date.now() > deadline) throw new Error('the dashboard’s figures did not show within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await page.evaluate(READ)) as Run;
}

async function throttle(page: Page, network: NetworkName): Promise<void> {
  const conditions = NETWORKS[network];
  if (!conditions) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
}

async function afterSignIn(browser: Browser, url: string, account: BenchVeteran, network: NetworkName) {
  const context = await browser.newContext({ baseURL: url });
  try {
    const page = await context.newPage();
    await throttle(page, network);
    await page.goto('/signin', { waitUntil: 'networkidle' });
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    // Typing brings the app and the sign-in code (decision 031); a veteran's typing gives them the time.
    await downloadsSettled(page);
    await page.evaluate(WATCH(true));
    await page.getByRole('button', { name: 'Sign In' }).click();
    return await figuresShown(page);
  } finally {
    await context.close();
  }
}

async function openedFirst(browser: Browser, url: string, account: BenchVeteran, network: NetworkName) {
  const context = await browser.newContext({ baseURL: url });
  try {
    await context.addInitScript(`
      if (location.pathname === '/dashboard') {
        window.localStorage.setItem('auth_token', ${JSON.stringify(account.token)});
        ${WATCH(false)}
      }`);
    const page = await context.newPage();
    await throttle(page, network);
    await page.goto('/dashboard');
    return await figuresShown(page);
  } finally {
    await context.close();
  }
}

const round = (ms: number) => Math.round(ms);

function report(title: string, runs: Run[]): void {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `\n${title}: median ${round(median.ms)} ms, fastest ${round(sorted[0]!.ms)} ms, slowest ${round(sorted.at(-1)!.ms)} ms (${runs.length} runs: ${runs.map((run) => round(run.ms)).join(', ')})`,
  );
  console.log('  requests of the median run (ms from the start: began → ended):');
  for (const request of [...median.requests].sort((a, b) => a.start - b.start)) {
    console.log(
      `  ${round(request.start).toString().padStart(6)} → ${round(request.end).toString().padStart(6)}  ${request.path}`,
    );
  }
}

/** Sign-in → figures and /dashboard opened first → figures, on each network, RUNS runs each. */
export async function benchSignInToDashboard(url: string): Promise<void> {
  const account = await signedInVeteran(url);
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    '\n== The dashboard’s figures: after sign-in, and opened first (fresh browser context per run) ==',
  );
  try {
    for (const network of Object.keys(NETWORKS) as NetworkName[]) {
      const signIns: Run[] = [];
      const opens: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        signIns.push(await afterSignIn(browser, url, account, network));
        opens.push(await openedFirst(browser, url, account, network));
      }
      report(`Click on "Sign In" → figures shown, network ${network}`, signIns);
      report(`/dashboard opened first → figures shown, network ${network}`, opens);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startProductServer } = await import('./servers');
  const server = await startProductServer(Number(process.env.BENCH_PORT ?? 3201));
  try {
    await benchSignInToDashboard(server.url);
  } finally {
    await server.stop();
  }
}
