// `npm run catalogue:crosswalk [-- <luMOC.csv> <XWALK.csv>]`: writes the career paths the VA's crosswalk gives every
// code of the VA's list (apps/api/src/features/careers/catalogue/crosswalk-matches.json), from luMOC.csv and
// XWALK.csv (by default ../shared/data/military-occupations/ beside the repository) through Waypoint's curated
// table of federal series → SOC occupations (catalogue/series-occupations.json). Codes, official titles and
// mappings are facts of the VA's files; their descriptions stay out of the repository. The Space Force
// specialties adopted from the Air Force (crosswalk.ts) take the Air Force code's rows. Run
// `npm run catalogue:federal-series` afterwards so every code also ships its federal series.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  parseCsvRecords,
  type CatalogueBranch,
  type OccupationKind,
} from '@waypoint/shared';
import {
  SPACE_FORCE_AIR_FORCE_CODES,
  catalogueCodeFor,
  crosswalkNextSteps,
  crosswalkPaths,
  loadSeriesOccupations,
  xwalkCodeFor,
  type CrosswalkEntry,
} from '../features/careers/catalogue/crosswalk';
import { loadCuratedMilitaryOccupations } from '../features/careers/catalogue/catalogue';

const OUTPUT = new URL('../features/careers/catalogue/crosswalk-matches.json', import.meta.url);
const DATA = new URL('../../../../../shared/data/military-occupations/', import.meta.url);

const base = process.env.INIT_CWD ?? process.cwd();
const [lumocArgument, xwalkArgument] = process.argv.slice(2);
const lumocPath = lumocArgument ? resolve(base, lumocArgument) : fileURLToPath(new URL('luMOC.csv', DATA));
const xwalkPath = xwalkArgument ? resolve(base, xwalkArgument) : fileURLToPath(new URL('XWALK.csv', DATA));

const seriesOccupations = loadSeriesOccupations();
const lumoc = parseCsvRecords(readFileSync(lumocPath, 'utf8'));
const xwalk = parseCsvRecords(readFileSync(xwalkPath, 'utf8'));

// The crosswalk's series by code, keyed the VA's way (branch:kind:code); X is part of a code, not a wildcard.
const xwalkSeries = new Map<string, Set<string>>();
const seriesTitles = new Map<string, string>();
for (const row of xwalk) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.personnel_category ?? ''];
  const series = (row.job_title_id ?? '').trim();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !row.military_occupation_id?.trim() || !/^\d{4}$/.test(series) || !title) continue;
  // Two rows may name one series with different titles; the alphabetically first stands, as the API shows it.
  const known = seriesTitles.get(series);
  if (!known || title < known) seriesTitles.set(series, title);
  const key = `${branch}:${kind}:${xwalkCodeFor(branch, kind, row.military_occupation_id)}`;
  xwalkSeries.set(key, (xwalkSeries.get(key) ?? new Set()).add(series));
}

// Every code of the list with the series the crosswalk opens to it.
interface ListedCode {
  branch: CatalogueBranch;
  kind: OccupationKind;
  code: string;
  title: string;
  series: Set<string>;
  /** The code whose crosswalk rows it takes, when not its own (a Space Force code adopted from the Air Force). */
  via?: string;
}
const codes = new Map<string, ListedCode>();
for (const row of lumoc) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.category ?? ''];
  const lumocCode = (row.code ?? '').trim().toUpperCase();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !lumocCode || !title) continue;
  const key = `${branch}:${kind}:${lumocCode}`;
  const code = catalogueCodeFor(branch, kind, lumocCode);
  const entry = codes.get(key) ?? { branch, kind, code, title, series: new Set<string>() };
  for (const series of xwalkSeries.get(key) ?? []) entry.series.add(series);
  codes.set(key, entry);
}
// The Space Force is not in the 2016 list: its specialties adopted from the Air Force take that code's rows.
for (const curated of loadCuratedMilitaryOccupations().filter((entry) => entry.branch === 'SPACE_FORCE')) {
  const airForceCode = SPACE_FORCE_AIR_FORCE_CODES[curated.code];
  const airForce = airForceCode && codes.get(`AIR_FORCE:${curated.kind}:${airForceCode}`);
  if (!airForce) continue;
  codes.set(`SPACE_FORCE:${curated.kind}:${curated.code}`, {
    branch: 'SPACE_FORCE',
    kind: curated.kind,
    code: curated.code,
    title: curated.title,
    series: airForce.series,
    via: `Air Force ${airForce.code}`,
  });
}

// How many of the list's codes each series is open to: a series open to few says more about a code.
const reach = new Map<string, number>();
for (const entry of codes.values())
  if (entry.branch !== 'SPACE_FORCE')
    for (const series of entry.series) reach.set(series, (reach.get(series) ?? 0) + 1);

const entries: CrosswalkEntry[] = [...codes.values()]
  .map(({ branch, kind, code, title, series, via }) => {
    const bySpecificity = [...series]
      .sort((a, b) => reach.get(a)! - reach.get(b)! || a.localeCompare(b))
      .map((number) => ({ series: number, title: seriesTitles.get(number)! }));
    return {
      branch,
      kind,
      code,
      title,
      matches: crosswalkPaths(title, series, seriesOccupations, reach, via),
      nextSteps: crosswalkNextSteps(bySpecificity),
    };
  })
  .sort(
    (a, b) =>
      a.branch.localeCompare(b.branch) || a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code),
  );

// Written as prettier writes it, so a regenerated file differs only where the data does.
const json = await format(JSON.stringify(entries), {
  ...(await resolveConfig(fileURLToPath(OUTPUT))),
  filepath: fileURLToPath(OUTPUT),
});
writeFileSync(OUTPUT, json);
const withPaths = entries.filter((entry) => entry.matches.length >= 3).length;
console.log(
  `${fileURLToPath(OUTPUT)}: ${entries.length} codes from ${lumocPath} and ${xwalkPath}; ${withPaths} with three or more career paths from the crosswalk alone.`,
);
