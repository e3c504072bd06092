import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumLaunchOptions } from '../playwright.config';

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  /** TBT of every run of the page, in order; the row is the median run's. */
  'TBT of the runs': string;
  /** The JavaScript the median run loaded, gzipped (given a build to read: `LighthouseVisit.distDir`). */
  'JS KB (gzip)'?: number;
};

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3). One run's TBT moves by tens of milliseconds from run to run on the
 * same build; Lighthouse's guidance on variability is to run several times and report the median run.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** How to open the pages: signed out on a fresh profile (the default), or signed in. */
export type LighthouseVisit = {
  /**
   * A signed-in user's session, stored in the browser before each page is opened as the web app stores it
   * (`auth_token` in localStorage). Every run still starts without the HTTP cache, service workers or other site
   * data, so each page is measured as opened first.
   */
  token?: string;
  /**
   * The web build the server answers from: each row then gives the JavaScript the measured run loaded (every
   * script request of the page's load, as its file gzipped at level 9, as bench/bundle-size.ts counts).
   */
  distDir?: string;
};

type Lhr = RunnerResult['lhr'];
type NetworkRequest = { url: string; resourceType?: string };

/** The JavaScript a run loaded from the build: each script file gzipped, in KB. */
function javascriptKb(lhr: Lhr, baseUrl: string, distDir: string): number {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const files = new Set(
    (details?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(`${baseUrl}/assets/`))
      .map((item) => new URL(item.url).pathname.slice(1)),
  );
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Before each signed-in run: the session stored for the server's origin, and the HTTP cache, service workers and
 * the origin's other data cleared (Lighthouse's own reset would clear the session too, so it is turned off).
 */
async function signInBrowser(port: number, baseUrl: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseUrl,
      storageTypes: 'cookies,indexeddb,service_workers,cache_storage,file_systems,websql,shader_cache',
    });
    // A same-origin answer that starts no app: only its localStorage is wanted.
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      `window.localStorage.clear(); window.localStorage.setItem('auth_token', ${JSON.stringify(token)});`,
    );
    await page.close();
  } finally {
    // Connected over CDP, close() disconnects and leaves the browser running for Lighthouse.
    await browser.close();
  }
}

/** Lighthouse's default (mobile, simulated throttling) runs of each page in Debian's Chromium: the median run's figures. */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  { token, distDir }: LighthouseVisit = {},
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const measure = async (path: string) => {
    if (token) await signInBrowser(chrome.port, baseUrl, token);
    return lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: Boolean(token),
    });
  };
  try {
    const rows: LighthouseRow[] = [];
    // A first run against a cold browser profile has come back without scores; warm up and discard it.
    await measure(paths[0] ?? '/');
    for (const path of paths) {
      const runs: Lhr[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measure(path);
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) {
          console.warn(`Lighthouse could not measure ${path}: ${result.lhr.runtimeError.message}`);
        }
        // Signed in, the page must not have sent the visitor to sign in: that would measure /signin instead.
        if (token && new URL(result.lhr.finalDisplayedUrl).pathname !== path) {
          throw new Error(`${path} ended on ${result.lhr.finalDisplayedUrl}; is the session valid?`);
        }
        runs.push(result.lhr);
      }
      if (process.env.LIGHTHOUSE_JSON_DIR) saveReports(process.env.LIGHTHOUSE_JSON_DIR, path, runs);
      // The run closest to the median FCP and time to interactive (Lighthouse's own choice of a median run).
      const valid = filterToValidRuns(runs);
      const median = valid.length > 0 ? computeMedianRun(valid) : runs[0]!;
      const { categories, audits } = median;
      const tbt = (lhr: Lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      rows.push({
        page: path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        'best-practices': score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': tbt(median),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        'TBT of the runs': runs.map(tbt).join(' '),
        ...(distDir && { 'JS KB (gzip)': javascriptKb(median, baseUrl, distDir) }),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** `LIGHTHOUSE_JSON_DIR=dir`: each run's whole Lighthouse report as JSON, to read what the figures come from. */
function saveReports(dir: string, path: string, runs: Lhr[]): void {
  mkdirSync(dir, { recursive: true });
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  runs.forEach((run, index) => writeFileSync(join(dir, `${name}-${index + 1}.json`), JSON.stringify(run)));
}

/** The targets for every public page (issue "Fast everywhere"): printed beside the scores, not asserted. */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  'LCP ms': 1500,
  'TBT ms': 50,
} as const;

const meets = (row: LighthouseRow) =>
  row.performance >= LIGHTHOUSE_TARGETS.performance &&
  row.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
  row['best-practices'] >= LIGHTHOUSE_TARGETS['best-practices'] &&
  row.seo >= LIGHTHOUSE_TARGETS.seo &&
  row['LCP ms'] <= LIGHTHOUSE_TARGETS['LCP ms'] &&
  row['TBT ms'] <= LIGHTHOUSE_TARGETS['TBT ms'];

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log(`\n== Lighthouse (mobile defaults, Debian Chromium; the median of ${RUNS} runs per page) ==`);
  const { performance, accessibility, seo } = LIGHTHOUSE_TARGETS;
  console.log(
    `Targets: performance ≥ ${performance}, accessibility/best practices/SEO ${accessibility}/${LIGHTHOUSE_TARGETS['best-practices']}/${seo}, ` +
      `LCP ≤ ${LIGHTHOUSE_TARGETS['LCP ms']} ms, TBT ≤ ${LIGHTHOUSE_TARGETS['TBT ms']} ms`,
  );
  console.table(rows.map((row) => ({ ...row, met: meets(row) ? 'yes' : 'NO' })));
}

/**
 * The signed-in pages a veteran may open first (from a link in an e-mail, a bookmark), measured with a signed-in
 * user's session (issue "Every page fast"): printed beside the targets, not asserted.
 */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/career/translate',
  '/career/job-search',
  '/resume',
  '/benefits',
  '/documents',
  '/community',
  '/mentorship',
  '/wellness',
  '/notifications',
  '/profile',
] as const;

export const SIGNED_IN_TARGETS = { performance: 90, 'JS KB (gzip)': 250 } as const;

export function printSignedInLighthouse(rows: LighthouseRow[]): void {
  console.log(
    `\n== Lighthouse, signed-in pages opened first (mobile defaults, Debian Chromium; a signed-in user's session` +
      ` stored before each page opens; the median of ${RUNS} runs per page) ==`,
  );
  console.log(
    `Targets: performance ≥ ${SIGNED_IN_TARGETS.performance}, JavaScript loaded ≤ ${SIGNED_IN_TARGETS['JS KB (gzip)']} KB gzip`,
  );
  console.table(
    rows.map(({ page, performance, 'LCP ms': lcp, 'TBT ms': tbt, CLS, 'TBT of the runs': runs, ...rest }) => {
      const js = rest['JS KB (gzip)'];
      const met =
        performance >= SIGNED_IN_TARGETS.performance &&
        js !== undefined &&
        js <= SIGNED_IN_TARGETS['JS KB (gzip)'];
      return {
        page,
        performance,
        'JS KB (gzip)': js,
        'LCP ms': lcp,
        'TBT ms': tbt,
        CLS,
        'TBT of the runs': runs,
        met: met ? 'yes' : 'NO',
      };
    }),
  );
}

/** `LIGHTHOUSE_PAGES=/dashboard,/resume`: only these pages of either list (default: every page). */
export function chosenPages(paths: readonly string[]): string[] {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return wanted?.length ? paths.filter((path) => wanted.includes(path)) : [...paths];
}
