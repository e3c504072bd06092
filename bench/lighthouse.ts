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
};

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3). One run's TBT moves by tens of milliseconds from run to run on the
 * same build; Lighthouse's guidance on variability is to run several times and report the median run.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse's default (mobile, simulated throttling) runs of each page in Debian's Chromium: the median run's figures. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const rows: LighthouseRow[] = [];
    // A first run against a cold browser profile has come back without scores; warm up and discard it.
    await lighthouse(`${baseUrl}${paths[0] ?? '/'}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    for (const path of paths) {
      const runs: RunnerResult['lhr'][] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) {
          console.warn(`Lighthouse could not measure ${path}: ${result.lhr.runtimeError.message}`);
        }
        runs.push(result.lhr);
      }
      // The run closest to the median FCP and time to interactive (Lighthouse's own choice of a median run).
      const valid = filterToValidRuns(runs);
      const median = valid.length > 0 ? computeMedianRun(valid) : runs[0]!;
      const { categories, audits } = median;
      const tbt = (lhr: RunnerResult['lhr']) =>
        Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
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
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
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
