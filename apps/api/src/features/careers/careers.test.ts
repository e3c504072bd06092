import { CAREERS_QUERY_MESSAGES } from '@waypoint/shared';
import { MOS_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import type { MosTranslation } from './translation-builder';

useDefaultCatalogue();

async function translate(url: string) {
  const app = await buildTestApp();
  return app.inject({ method: 'GET', url });
}

async function translation(url: string): Promise<MosTranslation> {
  const response = await translate(url);
  expect(response.statusCode).toBe(200);
  return response.json<MosTranslation>();
}

describe('GET /api/mos/{code}', () => {
  it('lists Intelligence Analysts (O*NET-SOC 33-3021.06) for intelligence codes, with its parent SOC’s wage', async () => {
    for (const url of [
      '/api/mos/1N0X1?branch=AIR_FORCE',
      '/api/mos/35F?branch=ARMY',
      '/api/mos/IS?branch=NAVY',
      '/api/mos/0231?branch=MARINES',
    ]) {
      const body = await translation(url);
      expect(body.careerPaths[0], url).toMatchObject({
        title: 'Intelligence Analysts',
        soc: '33-3021.06',
        salaryRange: '$68,390–$120,080',
        wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national, figure for SOC 33-3021',
        matchType: 'same duties',
        demand: 'High',
        demandSource: 'O*NET Bright Outlook',
      });
    }
  });

  it('says where each path’s demand rating comes from', async () => {
    const body = await translation('/api/mos/92Y');
    expect(body.careerPaths.length).toBeGreaterThan(0);
    for (const path of body.careerPaths) {
      expect(path.demandSource, path.title).toMatch(
        path.demand === 'High'
          ? /^(O\*NET Bright Outlook|BLS Employment Projections 2023–33)/
          : /^No faster than average growth/,
      );
    }
  });

  it('translates Army 11B into Infantry career paths, emergency management at its BLS range', async () => {
    const body = await translation('/api/mos/11B');

    expect(body).toMatchObject({ code: '11B', branch: 'ARMY', title: 'Infantry', kind: 'enlisted' });
    expect(body.careerPaths).toContainEqual(
      expect.objectContaining({
        title: 'Emergency Management Directors',
        salaryRange: '$64,470–$119,690',
        wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
        matchType: 'related field',
        demand: expect.stringMatching(/^(High|Medium)$/),
        nextSteps: expect.arrayContaining([expect.stringContaining('FEMA Emergency Management Institute')]),
      }),
    );
    expect(body.jobTitles).toEqual(body.careerPaths.map((path) => path.title));
    expect(body.announcement).toBe(
      `${body.careerPaths.length} civilian career matches available for MOS 11B. Demand outlook: ${body.demandSummary}`,
    );
    // The built-in catalogue ships its codes' series from the VA's crosswalk.
    expect(body.federalSeries.length).toBeGreaterThan(0);
  });

  it('lists federal job series for every built-in code the VA’s crosswalk has', async () => {
    expect((await translation('/api/mos/0311?branch=MARINES')).federalSeries).toContainEqual({
      series: '0083',
      title: 'Police Series',
    });
    expect((await translation('/api/mos/HM?branch=NAVY')).federalSeries.length).toBeGreaterThan(0);
  });

  it('accepts the code as people type it: lower case, surrounded by spaces', async () => {
    expect((await translation('/api/mos/%2068w%20?branch=ARMY')).title).toBe('Combat Medic');
  });

  it('answers 404 with the spec’s text for a well-formed code the catalogue lacks', async () => {
    const body = expectErrorBody(await translate('/api/mos/99Z?branch=ARMY'), 404, 'NOT_FOUND');
    expect(body.message).toBe(
      'We could not find a translation for that MOS code. Double-check the code and try again.',
    );
  });

  it('answers 400 with the branch’s format message, the Army’s by default', async () => {
    const army = expectErrorBody(await translate('/api/mos/0311'), 400, 'VALIDATION');
    expect(army).toMatchObject({
      message: 'Enter a valid MOS code (e.g. 11B)',
      fieldErrors: { code: army.message },
    });
    const marines = expectErrorBody(await translate('/api/mos/11B?branch=MARINES'), 400, 'VALIDATION');
    expect(marines.message).toBe('Enter a valid MOS code (e.g. 0311)');
    const blank = expectErrorBody(await translate('/api/mos/%20'), 400, 'VALIDATION');
    expect(blank.message).toBe(MOS_MESSAGES.translateRequired);
  });

  it('finds each service’s codes, and Army then Air Force codes for the Guard and Reserves', async () => {
    expect(await translation('/api/mos/0311?branch=MARINES')).toMatchObject({
      branch: 'MARINES',
      title: 'Rifleman',
    });
    expect((await translation('/api/mos/HM?branch=NAVY')).title).toBe('Hospital Corpsman');
    expect((await translation('/api/mos/11B?branch=NATIONAL_GUARD')).branch).toBe('ARMY');
    expect((await translation('/api/mos/3D0X2?branch=RESERVES')).branch).toBe('AIR_FORCE');
    // A skill level in place of the X (3D052) is the same specialty.
    expect((await translation('/api/mos/3D052?branch=AIR_FORCE')).code).toBe('3D0X2');
  });

  it('puts leadership paths first from eight years of service within a match type, never above a stronger one', async () => {
    const junior = await translation('/api/mos/11B?yearsOfService=4');
    const senior = await translation('/api/mos/11B?yearsOfService=8');
    expect(junior.jobTitles[0]).toBe("Police and Sheriff's Patrol Officers");
    expect(senior.jobTitles.slice(0, 3)).toEqual([
      'First-Line Supervisors of Security Workers',
      "Police and Sheriff's Patrol Officers",
      'Correctional Officers and Jailers',
    ]);
    // Emergency management is a leadership path too, but a related field: it stays below every "some duties".
    expect(senior.careerPaths.find((path) => path.soc === '11-9161')?.matchType).toBe('related field');
    const rank = ['same duties', 'most duties', 'some duties', 'related field'];
    const ranks = senior.careerPaths.map((path) => rank.indexOf(path.matchType));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect([...senior.jobTitles].sort()).toEqual([...junior.jobTitles].sort());
    expect((await translation('/api/mos/11B?yearsOfService=')).jobTitles).toEqual(junior.jobTitles);
  });

  it('rejects years of service that are negative or not whole numbers', async () => {
    for (const years of ['-1', '2.5', 'ten']) {
      const body = expectErrorBody(
        await translate(`/api/mos/11B?yearsOfService=${years}`),
        400,
        'VALIDATION',
      );
      expect(body.fieldErrors).toEqual({ yearsOfService: CAREERS_QUERY_MESSAGES.yearsOfService });
    }
  });

  it('keeps each occupation’s next steps on its own card and the code’s own advice beside them', async () => {
    const body = await translation('/api/mos/1A1X1?branch=AIR_FORCE');
    const advice = 'Look at flight engineer and maintenance roles with cargo operators';
    expect(body.careerPaths.filter((path) => path.nextSteps.includes(advice))).toEqual([]);
    expect(body.codeNextSteps).toContain(advice);
  });

  it('gives HM’s Emergency Medical Technicians card its own first step, not the nursing exam', async () => {
    const body = await translation('/api/mos/HM?branch=NAVY&yearsOfService=8');
    const emt = body.careerPaths.find((path) => path.title === 'Emergency Medical Technicians');
    expect(emt?.nextSteps[0]).toMatch(/NREMT/);
    expect(emt?.nextSteps.join(' ')).not.toMatch(/NCLEX/);
    // With 8 years the weakest match (emergency management, a related field) stays last.
    expect(body.careerPaths[0]?.title).toBe('Emergency Medical Technicians');
    expect(body.careerPaths.at(-1)).toMatchObject({
      title: 'Emergency Management Directors',
      matchType: 'related field',
    });
  });

  it('gives every path its SOC code, wage release and match basis', async () => {
    const body = await translation('/api/mos/11B');
    for (const path of body.careerPaths) {
      expect(path.soc).toMatch(/^\d{2}-\d{4}$/);
      expect(path.matchBasis.length).toBeGreaterThan(0);
    }
    // Real figures everywhere (design decision 22): emergency management shows BLS's range, not the spec's example.
    expect(body.careerPaths.find((path) => path.soc === '11-9161')).toMatchObject({
      salaryRange: '$64,470–$119,690',
      wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
    });
    expect(body.careerPaths.find((path) => path.soc === '33-3051')).toMatchObject({
      salaryRange: '$58,980–$97,190',
      wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
      matchType: 'some duties',
    });
    const hm = await translation('/api/mos/HM?branch=NAVY');
    expect(hm.careerPaths.find((path) => path.soc === '11-9161')).toMatchObject({
      salaryRange: '$64,470–$119,690',
      wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
    });
  });
});

describe('GET /api/mos-translations', () => {
  it('translates several codes and merges their paths without repeating a title', async () => {
    const response = await translate('/api/mos-translations?codes=11B,68w,11b&branch=ARMY');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      translations: MosTranslation[];
      merged: Pick<MosTranslation, 'jobTitles' | 'careerPaths' | 'demandSummary' | 'announcement'>;
      notFound: string[];
    }>();

    expect(body.translations.map((entry) => entry.code)).toEqual(['11B', '68W']);
    expect(body.notFound).toEqual([]);
    const titles = body.merged.careerPaths.map((path) => path.title);
    expect(titles).toEqual([...new Set(titles)]);
    expect(titles.filter((title) => title === 'Emergency Management Directors')).toHaveLength(1);
    expect(body.merged.jobTitles).toEqual(titles);
    expect(titles).toEqual(
      expect.arrayContaining(['Emergency Medical Technicians', "Police and Sheriff's Patrol Officers"]),
    );
    expect(body.merged.announcement).toBe(
      `${titles.length} civilian career matches available for MOS 11B, 68W. Demand outlook: ${body.merged.demandSummary}`,
    );
  });

  it('lists unknown codes in notFound, and answers 404 when it knows none', async () => {
    const partly = await translate('/api/mos-translations?codes=11B,99Z');
    expect(partly.json()).toMatchObject({ notFound: ['99Z'], translations: [{ code: '11B' }] });
    const none = expectErrorBody(await translate('/api/mos-translations?codes=99Z,98Z'), 404, 'NOT_FOUND');
    expect(none.message).toBe(MOS_MESSAGES.translationNotFound);
  });

  it('rejects a malformed code, an empty list and more than ten codes', async () => {
    const malformed = expectErrorBody(
      await translate('/api/mos-translations?codes=11B,0311'),
      400,
      'VALIDATION',
    );
    expect(malformed).toMatchObject({
      message: 'Enter a valid MOS code (e.g. 11B)',
      fieldErrors: { codes: '0311: Enter a valid MOS code (e.g. 11B)' },
    });
    const empty = expectErrorBody(await translate('/api/mos-translations?codes=%20,'), 400, 'VALIDATION');
    expect(empty.message).toBe(MOS_MESSAGES.translateRequired);
    const eleven = Array.from({ length: 11 }, (_, index) => `${10 + index}B`).join(',');
    const many = expectErrorBody(await translate(`/api/mos-translations?codes=${eleven}`), 400, 'VALIDATION');
    expect(many.message).toBe('Translate at most 10 MOS codes at once.');
  });
});

describe('OpenAPI', () => {
  it('documents the three routes with their parameters and error answers', async () => {
    const document = (await translate('/api/docs/json')).json<{
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    }>();
    const names = (path: string) => document.paths[path]?.get.parameters.map((parameter) => parameter.name);
    expect(names('/api/mos')).toEqual(['query', 'branch', 'limit']);
    expect(names('/api/mos/{code}')).toEqual(expect.arrayContaining(['code', 'branch', 'yearsOfService']));
    expect(Object.keys(document.paths['/api/mos/{code}']?.get.responses ?? {})).toEqual([
      '200',
      '400',
      '404',
    ]);
    expect(names('/api/mos-translations')).toEqual(['codes', 'branch', 'yearsOfService']);
  });
});
