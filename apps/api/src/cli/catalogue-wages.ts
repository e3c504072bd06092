// `npm run catalogue:wages [-- <national_MYYYY.csv>]`: rewrites the salary ranges and titles of the shipped
// civilian occupations (apps/api/src/features/careers/catalogue/civilian-occupations.json) from a BLS OEWS national
// file: the annual 25th and 75th percentiles, exactly as published, BLS markers (# and *) kept as markers.
// Run it when BLS publishes the next release, then update OEWS_RELEASE (oews.ts) and sources.md; the catalogue
// test compares every shipped figure with the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { civilianOccupationSchema } from '@waypoint/shared';
import { z } from 'zod';
import {
  oewsCodeOf,
  oewsFilePath,
  oewsSourceOf,
  parseOewsNational,
} from '../features/careers/catalogue/oews';

const CATALOGUE = new URL('../features/careers/catalogue/civilian-occupations.json', import.meta.url);

const [argument] = process.argv.slice(2);
const oewsPath = argument
  ? resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : fileURLToPath(oewsFilePath());
const oews = parseOewsNational(readFileSync(oewsPath, 'utf8'));
const occupations = z.array(civilianOccupationSchema).parse(JSON.parse(readFileSync(CATALOGUE, 'utf8')));

const unknown = occupations.filter((occupation) => !oews.has(oewsCodeOf(occupation.soc))).map((o) => o.soc);
if (unknown.length > 0) {
  console.error(`Not in ${oewsPath}: ${unknown.join(', ')}. Fix these codes first; nothing was written.`);
  process.exit(1);
}

let changed = 0;
const updated = occupations.map((occupation) => {
  const row = oews.get(oewsCodeOf(occupation.soc))!;
  // An O*NET-SOC extension keeps its O*NET title; it shows its parent SOC's figure, and its source says so.
  const extension = oewsCodeOf(occupation.soc) !== occupation.soc;
  const next = {
    ...occupation,
    title: extension ? occupation.title : row.title,
    salaryRange: { low: row.p25, high: row.p75 },
    source: oewsSourceOf(occupation.soc),
  };
  if (JSON.stringify(next) !== JSON.stringify(occupation)) changed += 1;
  return next;
});
// Flat objects such as a salary range stay on one line, as prettier leaves them in the committed file.
const json = JSON.stringify(updated, null, 2).replace(
  /\{\n\s+([^{}[\]]*?)\n\s+\}/g,
  (_, body: string) => `{ ${body.replace(/,\n\s+/g, ', ')} }`,
);
writeFileSync(CATALOGUE, `${json}\n`);
console.log(
  `${fileURLToPath(CATALOGUE)}: ${changed} of ${updated.length} occupations changed from ${oewsPath}.`,
);
