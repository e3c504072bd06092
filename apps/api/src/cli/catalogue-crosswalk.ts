// `npm run catalogue:crosswalk [-- <luMOC.csv> <XWALK.csv>]`: writes the career paths the VA's crosswalk gives every
// code of the VA's list (apps/api/src/features/careers/catalogue/crosswalk-matches.json), from luMOC.csv and
// XWALK.csv (by default ../shared/data/military-occupations/ beside the repository) through Waypoint's curated
// table of federal series → SOC occupations (catalogue/series-occupations.json). Codes, official titles and
// mappings are facts of the VA's files; their descriptions stay out of the repository. Run
// `npm run catalogue:federal-series` afterwards so every code also ships its federal series.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  MAX_CAREER_PATHS,
  parseCsvRecords,
  type CatalogueBranch,
  type OccupationKind,
} from '@waypoint/shared';
import {
  catalogueCodeFor,
  crosswalkBasis,
  crosswalkNextSteps,
  loadSeriesOccupations,
  MATCH_TYPE_STRENGTH,
  type CrosswalkEntry,
} from '../features/careers/catalogue/crosswalk';

const OUTPUT = new URL('../features/careers/catalogue/crosswalk-matches.json', import.meta.url);
const DATA = new URL('../../../../../shared/data/military-occupations/', import.meta.url);

const base = process.env.INIT_CWD ?? process.cwd();
const [lumocArgument, xwalkArgument] = process.argv.slice(2);
const lumocPath = lumocArgument ? resolve(base, lumocArgument) : fileURLToPath(new URL('luMOC.csv', DATA));
const xwalkPath = xwalkArgument ? resolve(base, xwalkArgument) : fileURLToPath(new URL('XWALK.csv', DATA));

const seriesOccupations = loadSeriesOccupations();
const lumoc = parseCsvRecords(readFileSync(lumocPath, 'utf8'));
const xwalk = parseCsvRecords(readFileSync(xwalkPath, 'utf8'));

interface Pattern {
  branch: CatalogueBranch;
  kind: OccupationKind;
  pattern: RegExp;
  series: string;
  title: string;
}
const patterns: Pattern[] = [];
const seriesTitles = new Map<string, string>();
for (const row of xwalk) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.personnel_category ?? ''];
  const code = (row.military_occupation_id ?? '').trim().toUpperCase();
  const series = (row.job_title_id ?? '').trim();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !code || !/^\d{4}$/.test(series) || !title) continue;
  // Two rows may name one series with different titles; the alphabetically first stands, as the API shows it.
  const known = seriesTitles.get(series);
  if (!known || title < known) seriesTitles.set(series, title);
  patterns.push({ branch, kind, series, title, pattern: new RegExp(`^${code.replace(/X/g, '.')}$`) });
}

// Every code of the list with the series the crosswalk opens to it.
const codes = new Map<
  string,
  { branch: CatalogueBranch; kind: OccupationKind; code: string; title: string; series: Set<string> }
>();
for (const row of lumoc) {
  const branch = LUMOC_SERVICE_TO_BRANCH[row.service ?? ''];
  const kind = LUMOC_CATEGORY_TO_KIND[row.category ?? ''];
  const lumocCode = (row.code ?? '').trim().toUpperCase();
  const title = (row.title ?? '').trim();
  if (!branch || !kind || !lumocCode || !title) continue;
  const code = catalogueCodeFor(branch, kind, lumocCode);
  const key = `${branch}:${kind}:${code}`;
  const entry = codes.get(key) ?? { branch, kind, code, title, series: new Set<string>() };
  for (const candidate of patterns)
    if (candidate.branch === branch && candidate.kind === kind && candidate.pattern.test(lumocCode))
      entry.series.add(candidate.series);
  codes.set(key, entry);
}

// A series open to few codes says more about a code than one open to hundreds: it ranks first within its type.
const reach = new Map<string, number>();
for (const entry of codes.values())
  for (const series of entry.series) reach.set(series, (reach.get(series) ?? 0) + 1);

const entries: CrosswalkEntry[] = [...codes.values()]
  .map(({ branch, kind, code, title, series }) => {
    const candidates = [...series]
      .flatMap((number) =>
        (seriesOccupations.get(number) ?? []).map((mapping) => ({ mapping, reach: reach.get(number)! })),
      )
      .sort(
        (a, b) =>
          MATCH_TYPE_STRENGTH[b.mapping.matchType] - MATCH_TYPE_STRENGTH[a.mapping.matchType] ||
          a.reach - b.reach ||
          a.mapping.series.localeCompare(b.mapping.series) ||
          a.mapping.soc.localeCompare(b.mapping.soc),
      );
    const matches = new Map<string, CrosswalkEntry['matches'][number]>();
    for (const { mapping } of candidates)
      if (!matches.has(mapping.soc))
        matches.set(mapping.soc, {
          soc: mapping.soc,
          strength: MATCH_TYPE_STRENGTH[mapping.matchType],
          basis: crosswalkBasis(mapping),
        });
    const bySpecificity = [...series]
      .sort((a, b) => reach.get(a)! - reach.get(b)! || a.localeCompare(b))
      .map((number) => ({ series: number, title: seriesTitles.get(number)! }));
    return {
      branch,
      kind,
      code,
      title,
      matches: [...matches.values()].slice(0, MAX_CAREER_PATHS),
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
