// The MOS combobox's suggestions under load (measured in bench/api-ratios.ts), with the VA's 1,889 codes imported.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
 * Imports the VA's list with the real command into the database `env` names (DATA_DIR or DATABASE_URL). Without
 * the list it warns and returns false: the server then holds the default catalogue only.
 */
export function importVaOccupations(env: Record<string, string>): boolean {
  if (!existsSync(LUMOC)) {
    console.warn(`${LUMOC} not found: benchmarking the default catalogue only`);
    return false;
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/catalogue-import.ts', LUMOC],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`catalogue import failed:\n${result.stderr}`);
  return true;
}
