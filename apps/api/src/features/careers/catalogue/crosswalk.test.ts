import { describe, expect, it } from 'vitest';
import { loadDefaultCatalogue } from './catalogue';
import {
  CATCH_ALL_SERIES,
  crosswalkBasis,
  crosswalkPaths,
  loadSeriesOccupations,
  rowsForCode,
  xwalkCodeFor,
  type SeriesOccupation,
} from './crosswalk';

const row = (
  series: string,
  soc: string,
  matchType: SeriesOccupation['matchType'],
  codeTitle?: string,
): SeriesOccupation => ({
  series,
  seriesTitle: `Series ${series}`,
  soc,
  socTitle: `Occupation ${soc}`,
  matchType,
  source: 'test row',
  checked: '2026-11-27',
  ...(codeTitle ? { codeTitle } : {}),
});
const tableOf = (rows: SeriesOccupation[]) => {
  const table = new Map<string, SeriesOccupation[]>();
  for (const entry of rows) table.set(entry.series, [...(table.get(entry.series) ?? []), entry]);
  return table;
};

describe('crosswalkPaths', () => {
  it('ranks first, within a match type, the occupation most of the code’s series lead to', () => {
    const table = tableOf([
      row('6968', '53-7062', 'some duties'),
      row('8852', '49-3011', 'some duties'),
      row('8602', '49-3011', 'some duties'),
      row('8840', '49-3011', 'some duties'),
    ]);
    // 6968 is open to the fewest codes, but three of the code's series lead to aircraft mechanics.
    const reach = new Map([
      ['6968', 5],
      ['8852', 150],
      ['8602', 70],
      ['8840', 70],
    ]);
    const paths = crosswalkPaths('Aircraft Systems', ['6968', '8852', '8602', '8840'], table, reach);
    expect(paths.map((path) => path.soc)).toEqual(['49-3011', '53-7062']);
    // The path names the most specific of the series that lead to it.
    expect(paths[0]?.basis).toContain('federal series 8602 ');
  });

  it('rates the catch-all series a related field at most and ranks them after the code’s own series', () => {
    expect([...CATCH_ALL_SERIES]).toEqual(['0340', '0343']);
    const table = tableOf([row('0343', '13-1111', 'some duties'), row('0131', '19-3094', 'related field')]);
    const reach = new Map([
      ['0343', 600],
      ['0131', 60],
    ]);
    const paths = crosswalkPaths('Foreign Area Officer', ['0343', '0131'], table, reach);
    expect(paths).toEqual([
      expect.objectContaining({ soc: '19-3094', strength: 0.3 }),
      expect.objectContaining({ soc: '13-1111', strength: 0.3 }),
    ]);
  });

  it('applies a row with a code-title pattern only to codes whose official title matches', () => {
    const rows = [
      row('0602', '29-1249', 'some duties', '^(general )?surgeon$'),
      row('0602', '29-1223', 'some duties', 'psychiatrist'),
      row('0680', '29-1021', 'some duties'),
    ];
    expect(rowsForCode(rows, 'General Surgeon').map((entry) => entry.soc)).toEqual(['29-1249', '29-1021']);
    expect(rowsForCode(rows, 'Child Psychiatrist').map((entry) => entry.soc)).toEqual(['29-1223', '29-1021']);
    // A series that needs a medical degree gives a medic nothing.
    expect(rowsForCode(rows, 'Health Care Specialist').map((entry) => entry.soc)).toEqual(['29-1021']);
  });

  it('writes the basis with the series, the occupation and any O*NET-SOC detail', () => {
    expect(crosswalkBasis(row('0085', '33-9032', 'some duties'))).toBe(
      'VA crosswalk: federal series 0085 Series 0085 → SOC 33-9032 Occupation 33-9032',
    );
    expect(crosswalkBasis(row('0132', '33-3021.06', 'some duties'), 'Air Force 1N0X1')).toBe(
      'VA crosswalk (Air Force 1N0X1): federal series 0132 Series 0132 → O*NET-SOC 33-3021.06 Occupation 33-3021.06',
    );
  });
});

describe('xwalkCodeFor', () => {
  it('keeps X as part of a code, and restores the Air Force officer placeholder one row drops', () => {
    expect(xwalkCodeFor('ARMY', 'enlisted', ' 68x ')).toBe('68X');
    expect(xwalkCodeFor('AIR_FORCE', 'enlisted', '1N0X1')).toBe('1N0X1');
    expect(xwalkCodeFor('AIR_FORCE', 'officer', '31PX')).toBe('31PXX');
    expect(xwalkCodeFor('NAVY', 'enlisted', 'EM(SUB)')).toBe('EM(SUB)');
  });
});

describe('series-occupations.json', () => {
  const table = loadSeriesOccupations();
  const civilianBySoc = new Map(loadDefaultCatalogue().civilianOccupations.map((o) => [o.soc, o]));

  it('maps every series to occupations the catalogue lists, under their exact titles, once each', () => {
    const problems: string[] = [];
    for (const [series, rows] of table) {
      for (const entry of rows) {
        const occupation = civilianBySoc.get(entry.soc);
        if (!occupation) problems.push(`${series} → ${entry.soc}: not in civilian-occupations.json`);
        else if (occupation.title !== entry.socTitle)
          problems.push(`${series} → ${entry.soc}: "${entry.socTitle}" vs "${occupation.title}"`);
      }
      const keys = rows.map((entry) => `${entry.soc}:${entry.codeTitle ?? ''}`);
      if (new Set(keys).size !== keys.length) problems.push(`${series}: a row is repeated`);
    }
    expect(problems).toEqual([]);
  });

  it('names for every row the source it was checked against, checked within the last 12 months', () => {
    const yearAgo = new Date();
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const stale = [...table.values()]
      .flat()
      .filter((entry) => !entry.source.includes('OPM') || new Date(entry.checked) < yearAgo)
      .map((entry) => `${entry.series} → ${entry.soc} (checked ${entry.checked})`);
    expect(stale).toEqual([]);
  });

  it('keeps the corrected rows: each series leads to the occupation that does its work', () => {
    const socs = (series: string) => [...new Set((table.get(series) ?? []).map((entry) => entry.soc))].sort();
    expect(socs('0858')).toEqual(['17-2031']); // Bioengineering → Bioengineers, not Mechanical Engineers
    expect(socs('1360')).toEqual(['19-2042']); // Oceanography → Geoscientists, not Atmospheric Scientists
    expect(socs('0130')).toEqual(['19-3094']); // Foreign Affairs → Political Scientists, not Interpreters
    expect(socs('0131')).toEqual(['19-3094']);
    expect(socs('0132')).toEqual(['33-3021.06']); // Intelligence → Intelligence Analysts, not Management Analysts
    expect(socs('0806')).toEqual(['17-2131']);
    expect(socs('0648')).toEqual(['29-1124']);
    expect(socs('0405')).toEqual(['19-1042']);
    expect(socs('0305')).toEqual(['43-9051']);
    expect(socs('0382')).toEqual(['43-2011']);
    expect(socs('1144')).toEqual(['41-1011']);
    expect(socs('0350')).toEqual([]); // office equipment, opened by the VA only to vehicle and equipment codes
    // 0602 Medical Officer leads each physician to the specialty the code's title names, and medics nowhere.
    const medical = table.get('0602') ?? [];
    expect(medical.every((entry) => entry.codeTitle)).toBe(true);
    expect(rowsForCode(medical, 'Orthopedic Surgeon').map((entry) => entry.soc)).toContain('29-1242');
    expect(rowsForCode(medical, 'Orthopedic Surgeon').map((entry) => entry.soc)).not.toContain('29-1249');
    expect(rowsForCode(medical, 'Flight Surgeon').map((entry) => entry.soc)).toContain('29-1229');
    expect(rowsForCode(medical, 'Family Medicine').map((entry) => entry.soc)).toContain('29-1215');
    expect(rowsForCode(medical, 'Health Care Specialist')).toEqual([]);
    expect(rowsForCode(medical, 'Oral Pathologist')).toEqual([]);
  });

  /** The strongest type each occupation of a series has for a code of this official title. */
  const typesFor = (series: string, codeTitle: string) => {
    const types: Record<string, SeriesOccupation['matchType']> = {};
    for (const entry of rowsForCode(table.get(series) ?? [], codeTitle))
      if (types[entry.soc] !== 'some duties') types[entry.soc] = entry.matchType;
    return types;
  };

  it('lists the occupations that do part of a series’ work, each for the codes it fits', () => {
    // Aircraft operation includes in-flight evaluation and the in-flight inspection of air navigation facilities.
    expect(typesFor('2181', 'Fighter Pilot')).toMatchObject({
      '53-2012': 'some duties',
      '53-6051': 'some duties',
    });
    expect(typesFor('8852', 'Helicopter Mechanic, CH-53')).toMatchObject({
      '49-3011': 'some duties',
      '53-6051': 'some duties',
      '49-1011': 'related field',
    });
    expect(typesFor('8852', 'Helicopter Crew Chief, CH-53')['49-1011']).toBe('some duties');
    expect(typesFor('1083', 'Linguist, Arabic (Iraqi)')).toMatchObject({
      '27-3042': 'some duties',
      '27-3041': 'some duties',
    });
    // An internist does part of family medicine's and hospitalists' work; a surgeon's series adds no specialty.
    expect(typesFor('0602', 'Internist')).toMatchObject({
      '29-1216': 'some duties',
      '29-1215': 'some duties',
      '29-1229': 'some duties',
    });
    const surgeon = Object.entries(typesFor('0602', 'General Surgeon'));
    expect(surgeon.filter(([, type]) => type === 'some duties').map(([soc]) => soc)).toEqual(['29-1249']);
    // "Some duties" only where the occupation fits the code: boat crews, not riflemen; aviators, not special agents.
    const coxswain = 'Rigid Raiding Craft (RRC)/Rigid Hull Inflatable Boat (RHIB) Coxswain';
    expect(typesFor('5786', coxswain)['53-5021']).toBe('some duties');
    expect(typesFor('5786', 'Rifleman')['53-5021']).toBe('related field');
    expect(typesFor('1815', 'Pilot VMFA F/A-18 Qualified')['19-5011']).toBe('some duties');
    expect(typesFor('1815', 'Special Investigations')['19-5011']).toBe('related field');
    expect(typesFor('0180', 'Psychological Operations Specialist')['21-1018']).toBe('related field');
    expect(typesFor('0180', 'Clinical Psychologist')['21-1018']).toBe('some duties');
    expect(typesFor('0405', 'Hospital Corpsman')['19-1042']).toBe('related field');
  });

  it('keeps the meteorology and oceanography series off Metrology Technician, a calibration specialty', () => {
    for (const series of ['1340', '1341', '1360'])
      expect(rowsForCode(table.get(series) ?? [], 'Metrology Technician'), series).toEqual([]);
    expect(typesFor('1340', 'Meteorology and Oceanography (METOC) Analyst Forecaster')['19-2021']).toBe(
      'some duties',
    );
  });
});
