import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_BRANCHES, OCCUPATION_KINDS, matchTypeFor, type MatchType } from '@waypoint/shared';
import { buildTestApp, getTestDatabase, useDefaultCatalogue } from '../../test/helper';
import { militaryOccupations } from './careers.schema';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import { isCatchAllBasis } from './catalogue/crosswalk';
import type { MosTranslation } from './translation-builder';

// Translations of codes the curated catalogue and the VA's crosswalk answer together (decision 029).
useDefaultCatalogue();

async function translation(url: string): Promise<MosTranslation> {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<MosTranslation>();
}

const MATCH_ORDER: MatchType[] = ['same duties', 'most duties', 'some duties', 'related field'];
const expectRankedByMatchType = (body: MosTranslation) => {
  const ranks = body.careerPaths.map((path) => MATCH_ORDER.indexOf(path.matchType));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(body.careerPaths.length).toBeLessThanOrEqual(10);
};
const typesOf = (body: MosTranslation) => body.careerPaths.map((path) => [path.soc, path.matchType]);
/** No path of the code is rated stronger than `strongest`. */
const expectNothingAbove = (body: MosTranslation, strongest: MatchType) =>
  expect(
    body.careerPaths
      .filter((path) => MATCH_ORDER.indexOf(path.matchType) < MATCH_ORDER.indexOf(strongest))
      .map((path) => `${path.soc} ${path.matchType}`),
  ).toEqual([]);

describe('flagship codes: career paths in order, each rated no stronger than the work it shares', () => {
  it('Army 11B and Marine Corps 0311 lead to policing as "some duties", never the same work', async () => {
    for (const url of ['/api/mos/11B?branch=ARMY', '/api/mos/0311?branch=MARINES']) {
      const body = await translation(url);
      expect(typesOf(body).slice(0, 3), url).toEqual([
        ['33-3051', 'some duties'],
        ['33-1091', 'some duties'],
        ['33-3012', 'some duties'],
      ]);
      expectNothingAbove(body, 'some duties');
      expect(body.careerPaths.find((path) => path.soc === '11-9161')?.matchType, url).toBe('related field');
      expectRankedByMatchType(body);
    }
  });

  it('Army 11C leads first to policing, with emergency management a related field', async () => {
    const body = await translation('/api/mos/11C?branch=ARMY');
    expect(typesOf(body)[0]).toEqual(['33-3051', 'some duties']);
    expectNothingAbove(body, 'some duties');
    expect(body.careerPaths.find((path) => path.soc === '11-9161')?.matchType).toBe('related field');
    expectRankedByMatchType(body);
  });

  it('Army 92Y leads first to stock and inventory clerk work, logisticians only "some duties"', async () => {
    const body = await translation('/api/mos/92Y?branch=ARMY');
    expect(typesOf(body).slice(0, 2)).toEqual([
      ['43-5071', 'same duties'],
      ['53-7065', 'same duties'],
    ]);
    expect(body.careerPaths.find((path) => path.soc === '53-7065')?.title).toBe('Stockers and Order Fillers');
    expect(body.careerPaths.find((path) => path.soc === '43-5071')?.title).toBe(
      'Shipping, Receiving, and Inventory Clerks',
    );
    expect(body.careerPaths.find((path) => path.soc === '13-1081')?.matchType).toBe('some duties');
    expect(body.careerPaths.map((path) => path.soc)).not.toContain('11-9161');
    expectRankedByMatchType(body);
  });

  it('Army 68W leads to emergency medical technicians; paramedic and nursing work are only "some duties"', async () => {
    const body = await translation('/api/mos/68W?branch=ARMY');
    expect(typesOf(body).slice(0, 3)).toEqual([
      ['29-2042', 'same duties'],
      ['29-2043', 'some duties'],
      ['31-9092', 'some duties'],
    ]);
    expect(body.careerPaths.filter((path) => path.matchType === 'same duties')).toHaveLength(1);
    expect(body.careerPaths.find((path) => path.soc === '29-2061')?.matchType).toBe('some duties');
    expect(body.careerPaths.find((path) => path.soc === '11-9161')?.matchType).toBe('related field');
    // The VA writes 68X (Behavioral Health Specialist) as a code, not a pattern: its psychology series is not 68W's.
    expect(body.federalSeries.map((entry) => entry.series)).not.toContain('0180');
    expect(body.careerPaths.map((path) => path.soc)).not.toContain('19-3033');
    expectRankedByMatchType(body);
  });

  it('Navy HM shares most of the work of EMTs, practical nurses and medical assistants, none of it entirely', async () => {
    const body = await translation('/api/mos/HM?branch=NAVY');
    expect(typesOf(body).slice(0, 4)).toEqual([
      ['29-2042', 'most duties'],
      ['29-2061', 'most duties'],
      ['31-9092', 'most duties'],
      ['29-2043', 'some duties'],
    ]);
    expectNothingAbove(body, 'most duties');
    expectRankedByMatchType(body);
  });

  it('Air Force 2A6X0 leads to aircraft maintenance, not freight handling', async () => {
    const body = await translation('/api/mos/2A6X0?branch=AIR_FORCE');
    expect(typesOf(body).slice(0, 2)).toEqual([
      ['49-3011', 'most duties'],
      ['49-1011', 'most duties'],
    ]);
    expect(body.careerPaths.map((path) => path.soc).indexOf('53-7062')).not.toBeLessThan(3);
    expectRankedByMatchType(body);
  });

  it('1N0X1 leads to intelligence analysis in the Air Force and in the Space Force alike', async () => {
    for (const url of ['/api/mos/1N0X1?branch=AIR_FORCE', '/api/mos/1N0X1?branch=SPACE_FORCE']) {
      const body = await translation(url);
      expect(body.careerPaths[0], url).toMatchObject({
        soc: '33-3021.06',
        title: 'Intelligence Analysts',
        matchType: 'same duties',
      });
      // Intelligence analysis is not management consulting: a related field at most.
      expect(body.careerPaths.find((path) => path.soc === '13-1111')?.matchType, url).toBe('related field');
      expect(body.careerPaths.length, url).toBeGreaterThanOrEqual(3);
      expectRankedByMatchType(body);
    }
    const spaceForce = await translation('/api/mos/1N0X1?branch=SPACE_FORCE');
    expect(spaceForce.careerPaths).toContainEqual(
      expect.objectContaining({
        matchType: 'some duties',
        matchBasis: expect.stringMatching(/^VA crosswalk \(Air Force 1N0X1\): federal series /),
      }),
    );
  });

  it('Coast Guard 71 shares some of emergency management’s work, not all of it', async () => {
    const body = await translation('/api/mos/71?branch=COAST_GUARD');
    expect(body.title).toBe('Search and Rescue');
    expect(typesOf(body)[0]).toEqual(['11-9161', 'some duties']);
    expectNothingAbove(body, 'some duties');
    expectRankedByMatchType(body);
  });
});

describe('career paths from the curated catalogue and the VA crosswalk', () => {
  it('Marine Corps 0311 keeps its curated matches first and adds crosswalk paths with their basis', async () => {
    const body = await translation('/api/mos/0311?branch=MARINES');
    expect(body.title).toBe('Rifleman');
    expect(body.careerPaths.length).toBeGreaterThanOrEqual(5);
    expect(body.careerPaths).toContainEqual(
      expect.objectContaining({
        soc: '33-9032',
        matchType: 'some duties',
        matchBasis: 'VA crosswalk: federal series 0085 Security Guard → SOC 33-9032 Security Guards',
      }),
    );
    expectRankedByMatchType(body);
  });

  it('Marine Corps officer 0602 leads to IT management and network careers', async () => {
    const body = await translation('/api/mos/0602?branch=MARINES');
    expect(body).toMatchObject({ title: 'Communications Officer', kind: 'officer' });
    expect(body.careerPaths.length).toBeGreaterThanOrEqual(3);
    const socs = body.careerPaths.map((path) => path.soc);
    expect(socs).toEqual(expect.arrayContaining(['11-3021', '15-1241', '15-1244']));
    expect(body.federalSeries).toContainEqual({
      series: '2210',
      title: 'Information Technology Management Series',
    });
    expectRankedByMatchType(body);
  });

  it('a surgeon reaches surgery and a psychiatrist psychiatry through the medical officer series', async () => {
    const surgeon = await translation('/api/mos/61J?branch=ARMY&kind=officer');
    expect(surgeon.careerPaths[0]).toMatchObject({ soc: '29-1249', title: 'Surgeons, All Other' });
    expect(surgeon.careerPaths.map((path) => path.soc)).not.toContain('29-1215');
    const psychiatrist = await translation('/api/mos/60W?branch=ARMY&kind=officer');
    expect(psychiatrist.careerPaths).toContainEqual(
      expect.objectContaining({ soc: '29-1223', title: 'Psychiatrists', matchType: 'some duties' }),
    );
    expect(psychiatrist.careerPaths.map((path) => path.soc)).not.toContain('29-1215');
  });

  it('a medical officer whose own duties include running a service reaches health services management after its specialty', async () => {
    // The VA describes Air Force 44K as examining and treating children and managing pediatric services.
    const pediatrician = await translation('/api/mos/44K?branch=AIR_FORCE&kind=officer');
    expect(typesOf(pediatrician)[0]).toEqual(['29-1221', 'same duties']);
    expect(pediatrician.careerPaths.find((path) => path.soc === '11-9111')?.matchType).toBe('some duties');
    expectRankedByMatchType(pediatrician);
    // The Army's urologist is described by clinical work alone: administration stays a related field.
    const urologist = await translation('/api/mos/60K?branch=ARMY&kind=officer');
    expect(urologist.careerPaths.find((path) => path.soc === '11-9111')?.matchType).toBe('related field');
    // A physician assistant's work is not a physician's: no physician code leads to it.
    expect(urologist.careerPaths.map((path) => path.soc)).not.toContain('29-1071');
  });

  it('a military judge leads first to judges, rated Medium from the BLS 2023–33 projections', async () => {
    const body = await translation('/api/mos/27B?branch=ARMY&kind=officer');
    expect(body.careerPaths[0]).toMatchObject({
      soc: '23-1023',
      title: 'Judges, Magistrate Judges, and Magistrates',
      matchType: 'most duties',
      demand: 'Medium',
    });
    expectRankedByMatchType(body);
  });

  it('a Navy rating written with its community, EM(SUB), has the crosswalk paths of its rows', async () => {
    const body = await translation('/api/mos/EM(SUB)?branch=NAVY');
    expect(body.careerPaths.map((path) => path.soc)).toContain('47-2111');
    expect(body.federalSeries).toContainEqual({ series: '2805', title: 'Electrician' });
  });

  it('a code without paths names the codes of its field that have some', async () => {
    const { db } = (await getTestDatabase()).database;
    const [imported] = await db
      .insert(militaryOccupations)
      .values({
        branch: 'MARINES',
        code: '8099',
        kind: 'enlisted',
        title: 'Operator code without matches',
        description: 'Imported by an operator',
        source: 'import',
      })
      .returning();
    try {
      const body = await translation('/api/mos/8099?branch=MARINES&kind=enlisted');
      expect(body).toMatchObject({ kind: 'enlisted', careerPaths: [] });
      expect(body.announcement).toBe('No civilian career matches are mapped yet for MOS 8099.');
      expect(body.codesOfSameField.length).toBeGreaterThan(0);
      for (const nearby of body.codesOfSameField) {
        expect(nearby.code.startsWith('80')).toBe(true);
        expect(nearby.careerPathCount).toBeGreaterThan(0);
      }
    } finally {
      await db.delete(militaryOccupations).where(eq(militaryOccupations.id, imported!.id));
    }
  });
});

/** Share of a branch's codes, and of each of its personnel categories, that must have three or more paths. */
const COVERAGE_FLOOR = 0.8;

type CatalogueEntry = ReturnType<typeof loadDefaultCatalogue>['militaryOccupations'][number];

/**
 * Paths that do part of the code's work: rated "some duties" or stronger (a related field does not share the
 * code's work) and not reached through OPM's catch-all series 0340/0343.
 */
const pathsDoingTheWork = (entry: Pick<CatalogueEntry, 'matches'>) =>
  entry.matches.filter(
    (match) => matchTypeFor(match.strength) !== 'related field' && !isCatchAllBasis(match.basis),
  );

/**
 * Groups below the floor, each with the share of its codes it must keep; a group that reaches the floor leaves the
 * list. What keeps them there (catalogue/sources.md, "Coverage"): SOC splits physicians', dentists' and
 * veterinarians' work by specialty, so a specialist code has one or two occupations doing part of its work, and only
 * codes whose own duties name running a service, teaching or research reach a third; the occupations that would give
 * aviators and dental specialists a third path (airline pilots, the dental specialties) are not in the catalogue,
 * since no BLS page with their 2023–33 projection could be checked; several Coast Guard officer specialties map to a
 * single federal series. No path was rated "some duties" to close the gap.
 */
const BELOW_FLOOR: Readonly<Record<string, number>> = {
  'ARMY warrant': 0.726,
  'ARMY officer': 0.757,
  'AIR_FORCE officer': 0.761,
  'COAST_GUARD officer': 0.722,
};

describe('coverage of every branch the product offers, counted strictly', () => {
  const { militaryOccupations: catalogue } = loadDefaultCatalogue();

  it('counts only paths rated "some duties" or stronger, outside the catch-all series', () => {
    const crosswalk = (series: string, soc: string) =>
      `VA crosswalk: federal series ${series} Series ${series} → SOC ${soc} Occupation ${soc}`;
    const counted = pathsDoingTheWork({
      matches: [
        { soc: '29-2042', strength: 0.9 },
        { soc: '33-3051', strength: 0.5, basis: crosswalk('0083', '33-3051') },
        { soc: '11-9161', strength: 0.4 },
        { soc: '19-3094', strength: 0.3, basis: crosswalk('0131', '19-3094') },
        { soc: '13-1111', strength: 0.5, basis: crosswalk('0343', '13-1111') },
      ],
    });
    expect(counted.map((match) => match.soc)).toEqual(['29-2042', '33-3051']);
  });

  it('gives every code at least one career path', () => {
    const without = catalogue.filter((entry) => entry.matches.length === 0);
    expect(without.map((entry) => `${entry.branch}:${entry.kind}:${entry.code}`)).toEqual([]);
  });

  it('gives at least 80% of each branch’s codes, and of each personnel category, three or more (printed)', () => {
    const lines: string[] = [];
    const problems: string[] = [];
    const listed = new Set<string>();
    for (const branch of CATALOGUE_BRANCHES) {
      const groups = [
        { label: branch, entries: catalogue.filter((entry) => entry.branch === branch) },
        ...OCCUPATION_KINDS.map((kind) => ({
          label: `${branch} ${kind}`,
          entries: catalogue.filter((entry) => entry.branch === branch && entry.kind === kind),
        })),
      ].filter((group) => group.entries.length > 0);
      for (const { label, entries } of groups) {
        const answered = entries.filter((entry) => pathsDoingTheWork(entry).length >= 3).length;
        const share = answered / entries.length;
        const percent = `${(100 * share).toFixed(1)}%`;
        lines.push(
          `${label.padEnd(21)} ${String(answered).padStart(4)} of ${String(entries.length).padStart(4)} codes with 3+ paths that do part of their work (${percent})`,
        );
        const kept = BELOW_FLOOR[label];
        if (kept === undefined) {
          if (share < COVERAGE_FLOOR) problems.push(`${label}: ${percent}, below the floor`);
          continue;
        }
        listed.add(label);
        if (share >= COVERAGE_FLOOR)
          problems.push(`${label}: ${percent}, at the floor: remove it from BELOW_FLOOR`);
        else if (share < kept) problems.push(`${label}: ${percent}, down from ${(100 * kept).toFixed(1)}%`);
      }
    }
    console.log(`Occupation catalogue coverage\n${lines.join('\n')}`);
    // Every branch the product offers, the Space Force (not in the VA's 2016 list) included.
    expect(new Set(catalogue.map((entry) => entry.branch))).toEqual(new Set(CATALOGUE_BRANCHES));
    expect([...listed].sort()).toEqual(Object.keys(BELOW_FLOOR).sort());
    expect(problems).toEqual([]);
  });

  it('holds the floor for the Marine Corps’ enlisted codes and the Space Force, which the check found short', () => {
    const share = (entries: typeof catalogue) =>
      entries.filter((entry) => pathsDoingTheWork(entry).length >= 3).length / entries.length;
    const marinesEnlisted = catalogue.filter(
      (entry) => entry.branch === 'MARINES' && entry.kind === 'enlisted',
    );
    expect(share(marinesEnlisted)).toBeGreaterThanOrEqual(COVERAGE_FLOOR);
    expect(share(catalogue.filter((entry) => entry.branch === 'SPACE_FORCE'))).toBeGreaterThanOrEqual(
      COVERAGE_FLOOR,
    );
  });

  it('keeps the catch-all series a related field, ranked after the paths specific to the code', () => {
    for (const entry of catalogue) {
      const catchAll = entry.matches.filter((match) => isCatchAllBasis(match.basis));
      for (const match of catchAll)
        expect(match.strength, `${entry.branch}:${entry.code} ${match.soc}`).toBeLessThan(0.5);
      const lastOwn = entry.matches.findLastIndex(
        (match) => match.basis?.startsWith('VA crosswalk') && !isCatchAllBasis(match.basis),
      );
      const firstCatchAll = entry.matches.findIndex((match) => isCatchAllBasis(match.basis));
      if (firstCatchAll >= 0 && lastOwn >= 0)
        expect(firstCatchAll, `${entry.branch}:${entry.code}`).toBeGreaterThan(lastOwn);
    }
  });
});
