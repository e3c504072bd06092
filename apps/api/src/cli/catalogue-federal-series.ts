// `npm run catalogue:federal-series [-- <XWALK.csv>]`: writes the federal (OPM) job series of the built-in
// catalogue's codes (apps/api/src/features/careers/catalogue/federal-series.json) from the VA's crosswalk, XWALK.csv
// (by default ../shared/data/military-occupations/XWALK.csv beside the repository). Code → series number and
// title are facts of the crosswalk; only the rows of built-in codes are kept, and a Space Force specialty adopted
// from the Air Force gets the Air Force code's rows under its own code.
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
import { SPACE_FORCE_AIR_FORCE_CODES, xwalkCodeFor } from '../features/careers/catalogue/crosswalk';

const OUTPUT = new URL('../features/careers/catalogue/federal-series.json', import.meta.url);
const DEFAULT_XWALK = new URL('../../../../../shared/data/military-occupations/XWALK.csv', import.meta.url);

const [argument] = process.argv.slice(2);
const xwalkPath = argument
  ? resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : fileURLToPath(DEFAULT_XWALK);
const rows = parseCsvRecords(readFileSync(xwalkPath, 'utf8'));
// The crosswalk writes a catalogue entry's code the VA way (Navy 111 for 1110); X is part of a code (1N0X1, 68X).
const builtIn = loadDefaultCatalogue().militaryOccupations;
const own = new Set(builtIn.map((entry) => `${entry.branch}:${entry.kind}:${lumocCodeFor(entry)}`));
// A Space Force specialty adopted from the Air Force (crosswalk.ts) ships that code's series under its own code.
const adoptedBy = new Map<string, FederalSeriesEntry[]>();
for (const entry of builtIn.filter((candidate) => candidate.branch === 'SPACE_FORCE')) {
  const airForceCode = SPACE_FORCE_AIR_FORCE_CODES[entry.code];
  if (!airForceCode) continue;
  const key = `AIR_FORCE:${entry.kind}:${airForceCode}`;
  adoptedBy.set(key, [
    ...(adoptedBy.get(key) ?? []),
    { branch: 'SPACE_FORCE', kind: entry.kind, codePattern: entry.code, series: '', title: '' },
  ]);
}

const entries = new Map<string, FederalSeriesEntry>();
const add = (entry: FederalSeriesEntry) => {
  const key = `${entry.branch}:${entry.kind}:${entry.codePattern}:${entry.series}`;
  const seen = entries.get(key);
  // Two rows may name one series with different titles; the alphabetically first stands, as the API shows it.
  if (!seen || entry.title < seen.title) entries.set(key, entry);
};
for (const row of rows) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.personnel_category ?? ''];
  const series = (row.job_title_id ?? '').trim();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !row.military_occupation_id?.trim() || !/^\d{4}$/.test(series) || !title) continue;
  const codePattern = xwalkCodeFor(branch, kind, row.military_occupation_id);
  const key = `${branch}:${kind}:${codePattern}`;
  if (own.has(key)) add({ branch, kind, codePattern, series, title });
  for (const adopted of adoptedBy.get(key) ?? []) add({ ...adopted, series, title });
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
