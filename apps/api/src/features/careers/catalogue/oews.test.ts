import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatWageRange } from '@waypoint/shared';
import { loadDefaultCatalogue } from './catalogue';
import { OEWS_RELEASE, oewsCodeOf, oewsFilePath, oewsSourceOf, parseOewsNational } from './oews';
import { skipWithoutReferenceData } from '@waypoint/shared/core/testing/reference-data';

// The BLS national file lives beside the repository (../shared/data/oews from the repo root), never inside it.
const OEWS_PATH = fileURLToPath(oewsFilePath());
const skipOews = skipWithoutReferenceData(
  [OEWS_PATH],
  `the check of every shipped wage and SOC code ` +
    'against the BLS file (see catalogue/sources.md for where to get it)',
);

const { civilianOccupations, militaryOccupations } = loadDefaultCatalogue();

describe.skipIf(skipOews)(`shipped wages and SOC codes against BLS ${OEWS_RELEASE.file}`, () => {
  const oews = !skipOews ? parseOewsNational(readFileSync(OEWS_PATH, 'utf8')) : new Map();

  it('uses only SOC codes the file publishes (or O*NET-SOC extensions of them), with their exact BLS titles', () => {
    const unknown = civilianOccupations.filter((occupation) => !oews.has(oewsCodeOf(occupation.soc)));
    expect(unknown.map((occupation) => `${occupation.soc} ${occupation.title}`)).toEqual([]);
    // An O*NET-SOC extension (sources.md) keeps O*NET's title and names its parent SOC as its wage's source.
    const extensions = civilianOccupations.filter(
      (occupation) => oewsCodeOf(occupation.soc) !== occupation.soc,
    );
    expect(extensions.map(({ soc, source }) => [soc, source])).toEqual([
      ['33-3021.06', oewsSourceOf('33-3021.06')],
    ]);
    expect(oewsSourceOf('33-3021.06')).toBe(`${OEWS_RELEASE.id}:33-3021`);
    const retitled = civilianOccupations.filter(
      (occupation) =>
        !extensions.includes(occupation) && oews.get(occupation.soc)?.title !== occupation.title,
    );
    expect(retitled.map((o) => `${o.soc}: "${o.title}" vs "${oews.get(o.soc)?.title}"`)).toEqual([]);
    const matched = new Set(militaryOccupations.flatMap((entry) => entry.matches.map((match) => match.soc)));
    expect([...matched].filter((soc) => !oews.has(oewsCodeOf(soc)))).toEqual([]);
  });

  it('ships every salary range as the file’s annual 25th–75th percentiles, markers kept', () => {
    const differing = civilianOccupations.flatMap((occupation) => {
      const row = oews.get(oewsCodeOf(occupation.soc));
      const { low, high } = occupation.salaryRange;
      return row && (row.p25 !== low || row.p75 !== high)
        ? [`${occupation.soc}: ${low}–${high} vs ${row.p25}–${row.p75}`]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it('reads the file’s markers as BLS defines them', () => {
    const marked = [...oews.values()].filter((row) => typeof row.p75 !== 'number');
    expect(marked.length).toBeGreaterThan(0);
    for (const row of marked)
      expect(formatWageRange(row.p25, row.p75)).toMatch(/above \$239,200|not published/);
  });
});

describe('BLS markers as shown', () => {
  it('never turns # or * into a number', () => {
    expect(formatWageRange(64470, 119690)).toBe('$64,470–$119,690');
    expect(formatWageRange(180_000, '#')).toBe('$180,000 to above $239,200');
    expect(formatWageRange('#', '#')).toBe('above $239,200');
    expect(formatWageRange('*', 119690)).toBe('not published');
    expect(formatWageRange(64470, '*')).toBe('not published');
  });
});
