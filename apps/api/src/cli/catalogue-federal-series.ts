// `npm run catalogue:federal-series [-- <XWALK.csv>]`: writes the federal (OPM) job series of the built-in
// catalogue's codes (apps/api/src/features/careers/catalogue/federal-series.json) from the VA's crosswalk, XWALK.csv
// (by default ../shared/data/military-occupations/XWALK.csv beside the repository). Code → series number and
// title are facts of the crosswalk; only the rows that reach a built-in code are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  lumocCodeFor,
  parseCsvRecords,
  type FederalSeriesEntry,
} from '@waypoint/shared';
import { loadDefaultCatalogue } from '../features/careers/catalogue/catalogue';

const OUTPUT = new URL('../features/careers/catalogue/federal-series.json', import.meta.url);
const DEFAULT_XWALK = new URL('../../../../../shared/data/military-occupations/XWALK.csv', import.meta.url);

const [argument] = process.argv.slice(2);
const xwalkPath = argument
  ? resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : fileURLToPath(DEFAULT_XWALK);
const rows = parseCsvRecords(readFileSync(xwalkPath, 'utf8'));
// The crosswalk writes a catalogue entry's code the VA way (Navy 111 for 1110); X stands for any one character.
const builtIn = loadDefaultCatalogue().militaryOccupations.map((entry) => ({
  ...entry,
  codes: [...new Set([entry.code, lumocCodeFor(entry)])],
}));

const entries = new Map<string, FederalSeriesEntry>();
for (const row of rows) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.personnel_category ?? ''];
  const codePattern = (row.military_occupation_id ?? '').trim().toUpperCase();
  const series = (row.job_title_id ?? '').trim();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !codePattern || !/^\d{4}$/.test(series) || !title) continue;
  const pattern = new RegExp(`^${codePattern.replace(/X/g, '.')}$`);
  const reaches = builtIn.some(
    (entry) =>
      entry.branch === branch && entry.kind === kind && entry.codes.some((code) => pattern.test(code)),
  );
  if (!reaches) continue;
  const key = `${branch}:${kind}:${codePattern}:${series}`;
  const seen = entries.get(key);
  // Two rows may name one series with different titles; the alphabetically first stands, as the API shows it.
  if (!seen || title < seen.title) entries.set(key, { branch, kind, codePattern, series, title });
}
const sorted = [...entries.values()].sort(
  (a, b) =>
    a.branch.localeCompare(b.branch) ||
    a.kind.localeCompare(b.kind) ||
    a.codePattern.localeCompare(b.codePattern) ||
    a.series.localeCompare(b.series),
);
// Written as prettier writes it, so a regenerated file differs only where the data does.
const json = await format(JSON.stringify(sorted), {
  ...(await resolveConfig(fileURLToPath(OUTPUT))),
  filepath: fileURLToPath(OUTPUT),
});
writeFileSync(OUTPUT, json);
console.log(`${fileURLToPath(OUTPUT)}: ${sorted.length} series rows for built-in codes from ${xwalkPath}.`);
