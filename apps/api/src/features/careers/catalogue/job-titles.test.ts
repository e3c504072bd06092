import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { singularJobTitle } from '@waypoint/shared';
import { loadDefaultCatalogue } from './catalogue';
import { OEWS_RELEASE, oewsFilePath, parseOewsNational } from './oews';
import { skipWithoutReferenceData } from '@waypoint/shared/core/testing/reference-data';

// The resume builder offers these titles as headlines: one person's title, never the occupation's plural.
const NO_PLURAL = new Set(['Clergy', 'Transit and Railroad Police']);
const NOTE = /, (?:Except|Including|All Other)\b|, General$/;

function expectSingular(titles: readonly string[]) {
  const plural = titles.filter((title) => !NO_PLURAL.has(title) && singularJobTitle(title) === title);
  expect(plural).toEqual([]);
  const withNotes = titles.map(singularJobTitle).filter((title) => NOTE.test(title));
  expect(withNotes).toEqual([]);
}

describe('job titles from the catalogue’s SOC titles', () => {
  it('makes every civilian occupation of the catalogue one person’s title', () => {
    const titles = loadDefaultCatalogue().civilianOccupations.map((occupation) => occupation.title);
    expect(titles.length).toBeGreaterThan(200);
    expectSingular(titles);
    expect(singularJobTitle('Logisticians')).toBe('Logistician');
  });

  const oewsPath = fileURLToPath(oewsFilePath());
  it.skipIf(skipWithoutReferenceData([oewsPath], 'the singular titles of every BLS detailed occupation'))(
    `does so for every detailed occupation of BLS ${OEWS_RELEASE.file}`,
    () => {
      const detailed = [...parseOewsNational(readFileSync(oewsPath, 'utf8')).values()]
        .filter((occupation) => occupation.group === 'detailed')
        .map((occupation) => occupation.title);
      expect(detailed.length).toBeGreaterThan(800);
      expectSingular(detailed);
    },
  );
});
