import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  lumocCodeFor,
  parseCsvRecords,
} from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, getTestDatabase } from '../../test/helper';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import { importCatalogueFiles, type ImportFile } from './careers-import.service';
import { militaryOccupations } from './careers.schema';
import type { MosSuggestion } from '@waypoint/shared';
import type { MosTranslation } from './translation-builder';
import { skipWithoutReferenceData } from '@waypoint/shared/core/testing/reference-data';

// The VA reference files live beside the repository (../shared/data from the repo root), never inside it.
const referencePath = (file: string) =>
  fileURLToPath(new URL(`../../../../../../shared/data/military-occupations/${file}`, import.meta.url));
const LUMOC_PATH = referencePath('luMOC.csv');
const XWALK_PATH = referencePath('XWALK.csv');
const skipFiles = skipWithoutReferenceData([LUMOC_PATH, XWALK_PATH], 'the real-file import');

const read = (path: string): ImportFile => ({
  name: path.split('/').at(-1)!,
  text: readFileSync(path, 'utf8'),
});

describe.skipIf(skipFiles)('importing the VA’s files (luMOC.csv, XWALK.csv)', () => {
  // One case: importing 15,000 rows twice is the slow part, and each step builds on the one before.
  it(
    'lands all 1,889 codes and every series, changes nothing the second time, and serves them',
    { timeout: 180_000 },
    async () => {
      const { database } = await getTestDatabase();
      const files = [read(LUMOC_PATH), read(XWALK_PATH)];

      const [lumoc, xwalk] = await importCatalogueFiles(database, files);
      // Navy designator 120 appears twice with the same category; the first row is kept.
      expect(lumoc).toMatchObject({ layout: 'luMOC', rows: 1889, updated: 0, skipped: 1 });
      expect(lumoc!.problems).toEqual([
        { line: 1823, message: expect.stringContaining('luMOC.csv line 1822') },
      ]);
      // The built-in catalogue ships the series of its own codes, so the rows the file writes the same way are
      // already there (not the Space Force's, which take their Air Force code's series under their own code).
      const written = new Set(
        parseCsvRecords(files[1]!.text).map(
          (row) =>
            `${LUMOC_SERVICE_TO_BRANCH[row.service!]}:${LUMOC_CATEGORY_TO_KIND[row.personnel_category!]}:` +
            `${row.military_occupation_id?.trim().toUpperCase()}:${row.job_title_id?.trim()}`,
        ),
      );
      const builtIn = loadDefaultCatalogue().federalSeries.filter((entry) =>
        written.has(`${entry.branch}:${entry.kind}:${entry.codePattern}:${entry.series}`),
      ).length;
      expect(xwalk).toMatchObject({
        layout: 'XWALK',
        rows: 13_401,
        inserted: 13_398 - builtIn,
        unchanged: builtIn,
        updated: 0,
        skipped: 3,
      });

      const stored = await database.db.select().from(militaryOccupations);
      const keys = new Set(
        stored.flatMap((row) =>
          [row.code, lumocCodeFor(row)].map((code) => `${row.branch}:${row.kind}:${code}`),
        ),
      );
      const missing = parseCsvRecords(files[0]!.text).filter(
        (row) =>
          !keys.has(
            `${LUMOC_SERVICE_TO_BRANCH[row.service!]}:${LUMOC_CATEGORY_TO_KIND[row.category!]}:${row.code}`,
          ),
      );
      expect(missing).toEqual([]);

      const again = await importCatalogueFiles(database, files);
      expect(again.map(({ inserted, updated, unchanged }) => ({ inserted, updated, unchanged }))).toEqual([
        { inserted: 0, updated: 0, unchanged: 1888 },
        { inserted: 0, updated: 0, unchanged: 13_398 },
      ]);

      const app = await buildTestApp();
      const get = async <T>(url: string) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        return response.json<T>();
      };
      expect(await get<MosTranslation>('/api/mos/0311?branch=MARINES')).toMatchObject({
        title: 'Rifleman',
        federalSeries: expect.arrayContaining([{ series: '0083', title: 'Police Series' }]),
      });
      // Not curated: its career paths come from the VA crosswalk's federal series, never stronger than the evidence.
      const paths = (await get<MosTranslation>('/api/mos/0312?branch=MARINES')).careerPaths;
      expect(paths.length).toBeGreaterThanOrEqual(3);
      for (const path of paths) {
        expect(['some duties', 'related field']).toContain(path.matchType);
        expect(path.matchBasis).toMatch(/^VA crosswalk: federal series \d{4} /);
      }
      // A code the Army uses for an enlisted and an officer specialty; the officer one on request.
      expect(await get<MosTranslation>('/api/mos/35G?branch=ARMY&kind=officer')).toMatchObject({
        kind: 'officer',
        title: 'Signal Intelligence/Electronic Warfare',
      });
      // The curated entries keep leading the suggestions among 1,889 more codes.
      const medic = await get<MosSuggestion[]>('/api/mos?query=medic&branch=ARMY');
      expect(medic.slice(0, 3).map((entry) => entry.code)).toContain('68W');
      expect((await get<MosSuggestion[]>('/api/mos?query=corpsman&branch=NAVY'))[0]?.code).toBe('HM');
    },
  );
});
