import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_BRANCHES,
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  MAX_CAREER_PATHS,
  buildOccupationReference,
  lumocCodeFor,
  parseCsvRecords,
  validateMosCodeFormat,
  type CatalogueBranch,
  type MilitaryOccupation,
} from '@waypoint/shared';
import { loadCuratedMilitaryOccupations, loadDefaultCatalogue } from './catalogue';
import { OEWS_RELEASE, oewsSourceOf } from './oews';
import { skipWithoutReferenceData } from '@waypoint/shared/core/testing/reference-data';

const { civilianOccupations, militaryOccupations } = loadDefaultCatalogue();
const civilianBySoc = new Map(civilianOccupations.map((occupation) => [occupation.soc, occupation]));
const find = (branch: CatalogueBranch, code: string) =>
  militaryOccupations.find((entry) => entry.branch === branch && entry.code === code);

// The VA reference files live beside the repository (../shared/data from the repo root), never inside it.
const referencePath = (file: string) =>
  fileURLToPath(new URL(`../../../../../../../shared/data/military-occupations/${file}`, import.meta.url));
const LUMOC_PATH = referencePath('luMOC.csv');
const ONET_PATH = referencePath('2010_Occupations.csv');
const skipLumoc = skipWithoutReferenceData([LUMOC_PATH], 'the title and service check');
const skipOnet = skipWithoutReferenceData([ONET_PATH], 'the Bright Outlook check');

describe('default catalogue: shape', () => {
  it('has at least 600 military codes across all six branches and 150 civilian occupations', () => {
    expect(militaryOccupations.length).toBeGreaterThanOrEqual(600);
    expect(civilianOccupations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(militaryOccupations.map((entry) => entry.branch))).toEqual(new Set(CATALOGUE_BRANCHES));
  });

  it('covers Army enlisted, warrant and officer codes and Navy ratings and designators', () => {
    const kinds = (branch: CatalogueBranch) =>
      new Set(militaryOccupations.filter((entry) => entry.branch === branch).map((entry) => entry.kind));
    expect(kinds('ARMY')).toEqual(new Set(['enlisted', 'warrant', 'officer']));
    const navy = militaryOccupations.filter((entry) => entry.branch === 'NAVY');
    expect(navy.some((entry) => /^[A-Z]{2,3}/.test(entry.code) && entry.kind === 'enlisted')).toBe(true);
    expect(navy.some((entry) => /^\d{4}$/.test(entry.code) && entry.kind !== 'enlisted')).toBe(true);
  });

  it('has no duplicate (branch, kind, code) and no duplicate SOC code', () => {
    // The VA reuses a code across personnel categories for different jobs, so the kind is part of the key.
    const keys = militaryOccupations.map((entry) => `${entry.branch}:${entry.kind}:${entry.code}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(civilianBySoc.size).toBe(civilianOccupations.length);
  });

  it('gives every code a valid format for its branch', () => {
    const invalid = militaryOccupations.filter(
      (entry) => validateMosCodeFormat(entry.code, entry.branch) !== null,
    );
    expect(invalid.map((entry) => `${entry.branch}:${entry.code}`)).toEqual([]);
  });

  it('maps every curated code to 2–10 known civilian occupations, strongest first', () => {
    const curated = new Set(loadCuratedMilitaryOccupations().map((e) => `${e.branch}:${e.kind}:${e.code}`));
    for (const entry of militaryOccupations) {
      const label = `${entry.branch}:${entry.code}`;
      if (curated.has(`${entry.branch}:${entry.kind}:${entry.code}`))
        expect(entry.matches.length, label).toBeGreaterThanOrEqual(2);
      expect(entry.matches.length, label).toBeLessThanOrEqual(MAX_CAREER_PATHS);
      for (const match of entry.matches)
        expect(civilianBySoc.has(match.soc), `${label} → ${match.soc}`).toBe(true);
      const strengths = entry.matches.map((match) => match.strength);
      expect(strengths, label).toEqual([...strengths].sort((a, b) => b - a));
    }
  });

  it('takes every salary range from the May 2024 OEWS release, named in sources.md', () => {
    const sources = readFileSync(new URL('./sources.md', import.meta.url), 'utf8');
    expect(sources).toContain(`\`${OEWS_RELEASE.id}\``);
    // An O*NET-SOC extension's source names the parent SOC whose figure it shows.
    expect(civilianOccupations.filter((o) => o.source !== oewsSourceOf(o.soc)).map((o) => o.soc)).toEqual([]);
  });

  it('shows the BLS figure on every path: the specification’s example wage is shown nowhere', () => {
    // Real figures win over the spec's examples (design decision 22).
    for (const entry of militaryOccupations) {
      const reference = buildOccupationReference(entry, civilianBySoc);
      for (const path of reference.careerPaths) {
        expect(path.wageRelease, `${entry.branch}:${entry.code} ${path.soc}`).toMatch(
          /^middle 50% of earners, BLS OEWS May 2024, national/,
        );
        expect(path.salaryRange).not.toBe('$62,000–$96,000');
      }
    }
  });

  it('names no credential or body that no longer exists in any next step', () => {
    // The Society for Technical Communication (STC), issuer of the CPTC credential, dissolved in January 2025.
    const dissolved = /Society for Technical Communication|\bSTC\b|\bCPTC\b/;
    const steps = [
      ...civilianOccupations.flatMap((occupation) =>
        occupation.nextSteps.map((step) => [occupation.soc, step]),
      ),
      ...militaryOccupations.flatMap((entry) => entry.nextSteps.map((step) => [entry.code, step])),
    ];
    expect(steps.filter(([, step]) => dissolved.test(step!))).toEqual([]);
  });
});

describe('default catalogue: 2023–33 projections looked up (sources.md)', () => {
  const sources = readFileSync(new URL('./sources.md', import.meta.url), 'utf8');
  const section = sources.slice(sources.indexOf('### 2023–33 projections looked up'));
  const rows = [
    ...section.matchAll(/^\| (\d{2}-\d{4}) +\| ([^|]+?) +\| ([^|]+?) +\| ([^|]+?) +\| ([^|]+?) +\|$/gm),
  ].map(([, soc, title, figure, where, checked]) => ({
    soc: soc!,
    title: title!,
    figure: figure!,
    where: where!,
    checked: checked!,
  }));

  it('lists each occupation looked up with its figure, the BLS page and the day checked', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.checked, row.soc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (!row.figure.startsWith('not found')) {
        expect(row.figure, row.soc).toMatch(/^-?\d+(\.\d+)?%/);
        expect(row.where, row.soc).toMatch(/^https:\/\/(www|data)\.bls\.gov\//);
      }
    }
  });

  it('rates an occupation with a figure by rule 1 and leaves out one whose figure was not found', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const occupation = civilianBySoc.get(row.soc);
      if (row.figure.startsWith('not found')) {
        if (occupation) problems.push(`${row.soc}: in the catalogue without a checkable demand rating`);
        continue;
      }
      if (!occupation) continue;
      if (occupation.title !== row.title)
        problems.push(`${row.soc}: "${row.title}" vs "${occupation.title}"`);
      const growth = Number.parseFloat(row.figure);
      if (growth >= 5 && occupation.demand !== 'High')
        problems.push(`${row.soc}: ${row.figure} but ${occupation.demand}`);
      if (growth < 5 && occupation.demandBasis !== 'onet-bright-outlook' && occupation.demand !== 'Medium')
        problems.push(`${row.soc}: ${row.figure} but ${occupation.demand}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('default catalogue: the spec’s entries', () => {
  it.each([
    ['11B', 'Infantry', '33-3051'],
    ['11C', 'Indirect Fire Infantry', '33-3051'],
    ['92Y', 'Unit Supply Specialist', '43-5071'],
    ['68W', 'Combat Medic', '29-2042'],
  ])('ARMY %s %s leads first to %s, every range a BLS figure', (code, title, first) => {
    const entry = find('ARMY', code);
    expect(entry?.title).toBe(title);
    const reference = buildOccupationReference(entry as MilitaryOccupation, civilianBySoc);
    expect(reference.careerPaths[0]?.soc).toBe(first);
    const emergency = reference.careerPaths.find((path) => path.soc === '11-9161');
    if (emergency)
      expect(emergency).toMatchObject({
        salaryRange: '$64,470–$119,690',
        wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
        matchType: 'related field',
      });
  });

  it('has the profile form’s three suggestions', () => {
    expect(find('ARMY', '11B')?.title).toBe('Infantry');
    expect(find('ARMY', '11C')?.title).toBe('Indirect Fire Infantry');
    expect(find('ARMY', '11X')?.title).toBe('Infantry Enlistment Option');
  });
});

const normalizeTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The spec names these four by their everyday titles; the VA list uses the official ones. */
const SPEC_TITLES: Record<string, string> = {
  'ARMY:11B': 'Infantry',
  'ARMY:11C': 'Indirect Fire Infantry',
  'ARMY:68W': 'Combat Medic',
};

describe.skipIf(skipLumoc)('default catalogue against the VA list (luMOC.csv)', () => {
  const lumoc = !skipLumoc ? parseCsvRecords(readFileSync(LUMOC_PATH, 'utf8')) : [];
  const rowsFor = (code: string) => lumoc.filter((row) => row.code === code);

  it('matches service, personnel category and title for every code the list also has', () => {
    const problems: string[] = [];
    for (const entry of militaryOccupations) {
      if (entry.branch === 'SPACE_FORCE') continue; // not in the 2016 list; shares Air Force codes
      const label = `${entry.branch}:${entry.code}`;
      const rows = rowsFor(lumocCodeFor(entry));
      if (rows.length === 0) continue;
      const own = rows.filter((row) => LUMOC_SERVICE_TO_BRANCH[row.service ?? ''] === entry.branch);
      if (own.length === 0)
        problems.push(`${label}: listed only for ${rows.map((row) => row.service).join(', ')}`);
      const sameKind = own.filter((row) => LUMOC_CATEGORY_TO_KIND[row.category ?? ''] === entry.kind);
      if (own.length > 0 && sameKind.length === 0)
        problems.push(`${label}: not a ${entry.kind} code in the list`);
      const titles = sameKind.map((row) => normalizeTitle(row.title ?? ''));
      const specTitle = SPEC_TITLES[label];
      if (sameKind.length > 0 && !titles.includes(normalizeTitle(entry.title)) && specTitle !== entry.title) {
        problems.push(`${label}: "${entry.title}" vs "${sameKind.map((row) => row.title).join('" / "')}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes occupations in its own words (no eight-word run copied from the list)', () => {
    const runs = (text: string) => {
      const words = normalizeTitle(text).split(' ');
      return new Set(words.slice(0, -7).map((_, index) => words.slice(index, index + 8).join(' ')));
    };
    const copied = militaryOccupations.filter((entry) => {
      const ours = runs(entry.description);
      return rowsFor(lumocCodeFor(entry)).some((row) =>
        [...runs(row.description ?? '')].some((run) => ours.has(run)),
      );
    });
    expect(copied.map((entry) => `${entry.branch}:${entry.code}`)).toEqual([]);
  });
});

describe.skipIf(skipOnet)(
  'default catalogue demand against O*NET Bright Outlook (2010_Occupations.csv)',
  () => {
    it('rates High every occupation O*NET flags Bright Outlook under an unchanged code and title', () => {
      const onet = parseCsvRecords(readFileSync(ONET_PATH, 'utf8'));
      const bright = onet.filter((row) => row.has_bright_outlook === 'true');
      const mismatched = civilianOccupations.filter(
        (occupation) =>
          bright.some(
            (row) =>
              row.code === `${occupation.soc}.00` &&
              normalizeTitle(row.name ?? '') === normalizeTitle(occupation.title),
          ) && occupation.demand !== 'High',
      );
      expect(mismatched.map((occupation) => occupation.soc)).toEqual([]);
    });

    it('names the source of every demand rating: O*NET Bright Outlook exactly where the file flags it', () => {
      const onet = parseCsvRecords(readFileSync(ONET_PATH, 'utf8'));
      const flagged = (occupation: (typeof civilianOccupations)[number]) =>
        onet.some(
          (row) =>
            row.has_bright_outlook === 'true' &&
            row.code === (occupation.soc.includes('.') ? occupation.soc : `${occupation.soc}.00`) &&
            normalizeTitle(row.name ?? '') === normalizeTitle(occupation.title),
        );
      const wrong = civilianOccupations.filter((occupation) => {
        const expected = flagged(occupation)
          ? 'onet-bright-outlook'
          : occupation.demand === 'High'
            ? 'bls-projections'
            : 'neither';
        return occupation.demandBasis !== expected;
      });
      expect(wrong.map((occupation) => `${occupation.soc} ${occupation.demandBasis}`)).toEqual([]);
    });
  },
);
