import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@waypoint/shared';
import { OCCUPATION_TITLES, occupationTitlesOf } from './occupation-titles';
import { skipWithoutReferenceData } from '@waypoint/shared/core/testing/reference-data';

// The reference files live beside the repository (../shared/data from its root), never inside it.
const DATA = new URL('../../../../../../../shared/data/', import.meta.url);
const XWALK = fileURLToPath(new URL('military-occupations/XWALK.csv', DATA));
const OEWS = fileURLToPath(new URL('oews/national_M2024.csv', DATA));
const skipFiles = skipWithoutReferenceData(
  [XWALK, OEWS],
  'the check of the shipped occupation titles against them',
);

describe('occupation titles indexed with postings', () => {
  it('names a series by its OPM title and an SOC code by its BLS title, a detail by its broad group', () => {
    expect(occupationTitlesOf(['2210'], ['29-2042', '13-1023'])).toEqual([
      'Information Technology Management',
      'Emergency Medical Technicians',
      'Buyers and Purchasing Agents',
    ]);
    expect(occupationTitlesOf(['0000'], ['99-9999'])).toEqual([]);
    expect(OCCUPATION_TITLES.sources.soc).toMatch(/OEWS, May 2024.*checked 2026-11-27/);
  });

  describe.skipIf(skipFiles)('against the reference files', () => {
    it('ships every series title as the crosswalk writes it most often, " Series" dropped', () => {
      const [header, ...rows] = parseCsv(readFileSync(XWALK, 'utf8'));
      const code = header!.indexOf('job_title_id');
      const title = header!.indexOf('title');
      const counts = new Map<string, Map<string, number>>();
      for (const row of rows) {
        const titles = counts.get(row[code]!) ?? new Map<string, number>();
        titles.set(row[title]!, (titles.get(row[title]!) ?? 0) + 1);
        counts.set(row[code]!, titles);
      }
      const differing = Object.entries(OCCUPATION_TITLES.federalSeries).filter(([series, shipped]) => {
        const [top] = [...(counts.get(series) ?? new Map()).entries()]
          .filter(([name]) => !name.startsWith('('))
          .sort((a, b) => b[1] - a[1]);
        return top?.[0].replace(/ Series$/, '') !== shipped;
      });
      expect(differing).toEqual([]);
    });

    it('ships every SOC title as BLS publishes it', () => {
      const [header, ...rows] = parseCsv(readFileSync(OEWS, 'utf8'));
      const published = new Map(
        rows.map((row) => [row[header!.indexOf('OCC_CODE')]!, row[header!.indexOf('OCC_TITLE')]!]),
      );
      const differing = Object.entries(OCCUPATION_TITLES.soc).filter(
        ([soc, title]) => published.get(soc) !== title,
      );
      expect(differing).toEqual([]);
    });
  });
});
