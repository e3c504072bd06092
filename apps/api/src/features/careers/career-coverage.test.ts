import { describe, expect, it } from 'vitest';
import { buildTestApp, useDefaultCatalogue } from '../../test/helper';
import type { MosTranslation } from './translation-builder';

// Translations of codes the curated catalogue and the VA's crosswalk answer together (decision 029).
useDefaultCatalogue();

async function translation(url: string): Promise<MosTranslation> {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<MosTranslation>();
}

const MATCH_ORDER = ['same duties', 'most duties', 'some duties', 'related field'];
const expectRankedByMatchType = (body: MosTranslation) => {
  const ranks = body.careerPaths.map((path) => MATCH_ORDER.indexOf(path.matchType));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(body.careerPaths.length).toBeLessThanOrEqual(10);
};

describe('career paths from the curated catalogue and the VA crosswalk', () => {
  it('Marine Corps 0311 keeps its curated matches first and adds crosswalk paths with their basis', async () => {
    const body = await translation('/api/mos/0311?branch=MARINES');
    expect(body.title).toBe('Rifleman');
    expect(body.careerPaths[0]).toMatchObject({ soc: '33-3051', matchType: 'same duties' });
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

  it('Air Force 1N0X1 lists intelligence analysis among its paths', async () => {
    const body = await translation('/api/mos/1N0X1?branch=AIR_FORCE');
    expect(body.careerPaths.length).toBeGreaterThanOrEqual(3);
    expect(body.careerPaths).toContainEqual(
      expect.objectContaining({
        soc: '33-3021',
        matchBasis: expect.stringContaining('O*NET-SOC 33-3021.06 Intelligence Analysts'),
      }),
    );
    expectRankedByMatchType(body);
  });

  it('Army 92Y leads to stockers (53-7065) and shipping clerks (43-5071)', async () => {
    const body = await translation('/api/mos/92Y?branch=ARMY');
    const socs = body.careerPaths.map((path) => path.soc);
    expect(socs).toEqual(expect.arrayContaining(['53-7065', '43-5071']));
    expect(body.careerPaths.find((path) => path.soc === '53-7065')?.title).toBe('Stockers and Order Fillers');
    expect(body.careerPaths.find((path) => path.soc === '43-5071')?.title).toBe(
      'Shipping, Receiving, and Inventory Clerks',
    );
    expectRankedByMatchType(body);
  });

  it('a code without paths names the codes of its field that have some', async () => {
    const body = await translation('/api/mos/8023?branch=MARINES&kind=enlisted');
    expect(body).toMatchObject({ title: 'Parachutist', kind: 'enlisted', careerPaths: [] });
    expect(body.announcement).toBe('No civilian career matches are mapped yet for MOS 8023.');
    expect(body.codesOfSameField.length).toBeGreaterThan(0);
    for (const nearby of body.codesOfSameField) {
      expect(nearby.code.startsWith('80')).toBe(true);
      expect(nearby.careerPathCount).toBeGreaterThan(0);
    }
  });
});
