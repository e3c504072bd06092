import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse's default (mobile, simulated throttling) run of each page in Debian's Chromium. */
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
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.warn(`Lighthouse could not measure ${path}: ${runtimeError.message}`);
      rows.push({
        page: path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        'best-practices': score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
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
  console.log('\n== Lighthouse (mobile defaults, Debian Chromium) ==');
  const { performance, accessibility, seo } = LIGHTHOUSE_TARGETS;
  console.log(
    `Targets: performance ≥ ${performance}, accessibility/best practices/SEO ${accessibility}/${LIGHTHOUSE_TARGETS['best-practices']}/${seo}, ` +
      `LCP ≤ ${LIGHTHOUSE_TARGETS['LCP ms']} ms, TBT ≤ ${LIGHTHOUSE_TARGETS['TBT ms']} ms`,
  );
  console.table(rows.map((row) => ({ ...row, met: meets(row) ? 'yes' : 'NO' })));
}
