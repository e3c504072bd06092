// The MOS combobox's suggestions under load: the product server (with the VA's 1,889 codes imported) next to a
// bare node:http server answering a fixed array of the same size. Prints numbers; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { printLoadComparison, type LoadResult } from './api-load';

/** A spread of what people type: a word prefix, a code prefix, an exact code, two words, a rare word. */
export const SUGGESTION_PATHS = [
  '/api/mos?query=med&branch=ARMY',
  '/api/mos?query=11&branch=ARMY',
  '/api/mos?query=68W&branch=ARMY',
  '/api/mos?query=combat%20eng&branch=ARMY',
  '/api/mos?query=corpsman&branch=NAVY',
  '/api/mos?query=cyber&branch=AIR_FORCE',
  '/api/mos?query=rifle&branch=MARINES',
  '/api/mos?query=s',
];

// The VA's list lives beside the repository, never inside it.
const LUMOC = fileURLToPath(new URL('../../shared/data/military-occupations/luMOC.csv', import.meta.url));

/**
 * A data directory with the default catalogue plus the VA's list, imported with the real command, for
 * `startProductServer(port, { DATA_DIR: dataDir })`. Without the list the server loads the default catalogue only.
 */
export function prepareImportedDataDir(): { dataDir: string; remove: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-mos-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  if (!existsSync(LUMOC)) {
    console.warn(`${LUMOC} not found: benchmarking the default catalogue only`);
    return { dataDir, remove };
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/catalogue-import.ts', LUMOC],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`catalogue import failed:\n${result.stderr}`);
  return { dataDir, remove };
}

/** Like measureLoad, but every connection cycles through several suggestion queries. */
async function measureRotating(label: string, baseUrl: string, seconds: number): Promise<LoadResult> {
  const options = {
    url: baseUrl,
    connections: 10,
    requests: SUGGESTION_PATHS.map((path) => ({ method: 'GET' as const, path })),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, index pages, sockets
  const result = await autocannon({ ...options, duration: seconds });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Measures both servers for `seconds` each and prints them side by side. */
export async function benchMosSuggestions(productUrl: string, bareUrl: string, seconds = 10): Promise<void> {
  const product = await measureRotating('waypoint /api/mos', productUrl, seconds);
  const baseline = await measureRotating('bare node:http', bareUrl, seconds);
  printLoadComparison(
    `GET /api/mos (${SUGGESTION_PATHS.length} queries rotating), ${seconds} s, 10 connections`,
    product,
    baseline,
  );
}
