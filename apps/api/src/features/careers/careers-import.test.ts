import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, getTestDatabase } from '../../test/helper';
import { CatalogueImportError, importCatalogueFiles, type ImportFile } from './careers-import.service';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import { federalJobSeries, militaryOccupations, occupationMatches } from './careers.schema';
import { ensureDefaultCatalogue } from './default-catalogue.service';
import type { MosTranslation } from './translation-builder';

const LUMOC_HEADER = '"service","category","code","type","status","title","description","moc_url"';

const lumoc = (...rows: string[]): ImportFile => ({
  name: 'occupations.csv',
  text: [LUMOC_HEADER, ...rows].join('\n'),
});

// Line 2–3 is one row: a quoted description may span lines, and later line numbers must account for it.
const BROKEN_LUMOC = lumoc(
  '"Army","Enlisted","77Q","MOS","Active","Quartermaster Test Specialist","Keeps stock.\nCounts it twice.",NULL',
  '"Space Navy","Enlisted","77R","MOS","Active","Unknown Service","Text",NULL',
  '"Army","Enlisted","ABCDEFG","MOS","Active","Bad Code","Text",NULL',
  '"Army","Enlisted","77S","MOS","Active","","No title",NULL',
  '"Army","Enlisted","77T","MOS"',
  '"Marines","Enlisted","0399","MOS","Active","Test Rifle Specialist","Shoots straight.",NULL',
);

async function database() {
  return (await getTestDatabase()).database;
}

beforeEach(async () => {
  await ensureDefaultCatalogue(await database());
});

async function get(url: string) {
  const app = await buildTestApp();
  return app.inject({ method: 'GET', url });
}

describe('importing catalogue files', () => {
  it('skips malformed rows with their line numbers and imports the rest', async () => {
    const [report] = await importCatalogueFiles(await database(), [BROKEN_LUMOC]);

    expect(report).toMatchObject({
      layout: 'luMOC',
      rows: 6,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      skipped: 4,
    });
    expect(report?.problems).toEqual([
      { line: 4, message: 'unknown service "Space Navy"' },
      { line: 5, message: '"ABCDEFG" is not a ARMY code: Enter a valid MOS code (e.g. 11B)' },
      { line: 6, message: '77S has no title' },
      { line: 7, message: 'has 4 fields, the header has 8' },
    ]);
    const response = await get('/api/mos/77Q?branch=ARMY');
    expect(response.json()).toMatchObject({ title: 'Quartermaster Test Specialist', careerPaths: [] });
    expect((await get('/api/mos/0399?branch=MARINES')).statusCode).toBe(200);
  });

  it('changes nothing when the same file is imported again, and updates a changed row', async () => {
    const db = await database();
    await importCatalogueFiles(db, [BROKEN_LUMOC]);
    const [again] = await importCatalogueFiles(db, [BROKEN_LUMOC]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, skipped: 4 });

    const renamed = lumoc(
      '"Marines","Enlisted","0399","MOS","Active","Renamed Specialist","Shoots straight.",NULL',
    );
    expect((await importCatalogueFiles(db, [renamed]))[0]).toMatchObject({ inserted: 0, updated: 1 });
    expect((await get('/api/mos/0399?branch=MARINES')).json()).toMatchObject({ title: 'Renamed Specialist' });
  });

  it('never changes a curated occupation, also when the file writes its code the VA way', async () => {
    const file = lumoc(
      '"Army","Enlisted","11B","MOS","Active","Infantryman","The VA description.",NULL',
      '"Navy","Officer","111","DESIGNATOR","Active","URL - Surface Warfare","The VA description.",NULL',
    );
    const [report] = await importCatalogueFiles(await database(), [file]);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    const infantry = (await get('/api/mos/11B')).json<MosTranslation>();
    expect(infantry.title).toBe('Infantry');
    expect(infantry.description).not.toBe('The VA description.');
  });

  it('links crosswalk rows to occupations imported in the same run, whatever the file order', async () => {
    const crosswalk: ImportFile = {
      name: 'crosswalk.csv',
      text: [
        'Military Code,Branch,O*NET-SOC Code,Strength',
        '77Q,ARMY,43-5071.00,0.9',
        '77Q,Army,99-9999.00,',
        '66Q,ARMY,43-5071,',
        '77Q,ARMY,43-5071,2',
      ].join('\n'),
    };
    const reports = await importCatalogueFiles(await database(), [crosswalk, BROKEN_LUMOC]);

    expect(reports.map((report) => report.layout)).toEqual(['luMOC', 'crosswalk']);
    expect(reports[1]).toMatchObject({ inserted: 1, skipped: 3 });
    expect(reports[1]?.problems.map((problem) => problem.line)).toEqual([3, 4, 5]);
    const body = (await get('/api/mos/77Q')).json<MosTranslation>();
    expect(body.jobTitles).toEqual(['Shipping, Receiving, and Inventory Clerks']);
    expect(body.announcement).toBe(
      `1 civilian career matches available for MOS 77Q. Demand outlook: ${body.demandSummary}`,
    );
  });

  it('links a code written two ways once, and never changes a curated match', async () => {
    const crosswalk: ImportFile = {
      name: 'navy.csv',
      text: [
        'mos_code,service,soc_code,strength',
        '111,Navy,43-5071,',
        '1110,NAVY,43-5071.00,',
        'HM,NAVY,29-2042,0.1',
      ].join('\n'),
    };
    const [report] = await importCatalogueFiles(await database(), [crosswalk]);
    expect(report).toMatchObject({ layout: 'crosswalk', inserted: 1, updated: 0, unchanged: 2, skipped: 0 });
    const corpsman = (await get('/api/mos/HM?branch=NAVY')).json<MosTranslation>();
    expect(corpsman.jobTitles[0]).toBe('Emergency Medical Technicians');
  });

  it('rolls everything back when a failure happens after a file was written', async () => {
    const { db } = await database();
    const before = await db.$count(militaryOccupations);
    const xwalk: ImportFile = {
      name: 'xwalk.csv',
      text: [
        '"type","group_code","job_title_id","title","service","personnel_category","military_occupation_id"',
        '"LABOR","6900","6907","Materials Handler","Marines","Enlisted","0399"',
      ].join('\n'),
    };
    const failing = importCatalogueFiles(await database(), [BROKEN_LUMOC, xwalk], (report) => {
      if (report.layout === 'XWALK') throw new Error('the disk is full');
    });

    await expect(failing).rejects.toThrow('the disk is full');
    expect(await db.$count(militaryOccupations)).toBe(before);
    // Only the built-in catalogue's own series remain.
    expect(await db.$count(federalJobSeries)).toBe(loadDefaultCatalogue().federalSeries.length);
    expect(await db.$count(militaryOccupations, eq(militaryOccupations.code, '0399'))).toBe(0);
  });

  it('imports nothing from a file whose header it does not know or whose quoting is broken', async () => {
    const { db } = await database();
    const unknown = importCatalogueFiles(await database(), [
      BROKEN_LUMOC,
      { name: 'people.csv', text: 'name,email\nAda,a@b.c' },
    ]);
    await expect(unknown).rejects.toThrow(CatalogueImportError);
    await expect(unknown).rejects.toThrow('people.csv: unrecognized header (name, email). Expected one of');
    const unterminated = importCatalogueFiles(await database(), [
      lumoc('"Army","Enlisted","77Q","MOS","Active","Open quote'),
    ]);
    await expect(unterminated).rejects.toThrow('occupations.csv: CSV ends inside a quoted field');
    expect(await db.$count(militaryOccupations, eq(militaryOccupations.source, 'import'))).toBe(0);
    expect(await db.$count(occupationMatches, eq(occupationMatches.source, 'import'))).toBe(0);
  });
});
