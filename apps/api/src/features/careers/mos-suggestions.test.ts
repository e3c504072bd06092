import { CAREERS_QUERY_MESSAGES } from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import {
  buildTestApp,
  expectErrorBody,
  getTestDatabase,
  resetDatabase,
  useDefaultCatalogue,
} from '../../test/helper';
import careers from './careers.plugin';
import { ensureDefaultCatalogue } from './default-catalogue.service';
import type { MosIndexHolder } from './mos-index.service';
import type { MosSuggestion } from './search/mos-suggestion-index';

useDefaultCatalogue();

async function suggest(query: string): Promise<MosSuggestion[]> {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: `/api/mos?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<MosSuggestion[]>();
}

const codes = (suggestions: readonly MosSuggestion[]) => suggestions.map((entry) => entry.code);

describe('GET /api/mos (suggestions)', () => {
  it('ranks Combat Medic among the first three for "medic" in the Army', async () => {
    expect(codes(await suggest('query=medic&branch=ARMY')).slice(0, 3)).toContain('68W');
  });

  it('ranks the medic specialties above administrative codes for "medic" in every branch', async () => {
    expect(codes(await suggest('query=medic')).slice(0, 2)).toEqual(['68W', '18D']);
  });

  it('puts the Hospital Corpsman first for "corpsman" in the Navy', async () => {
    expect((await suggest('query=corpsman&branch=NAVY'))[0]).toMatchObject({
      code: 'HM',
      title: 'Hospital Corpsman',
      branch: 'NAVY',
    });
  });

  it('ranks the exact code first, then codes it begins, then titles, then other text', async () => {
    expect((await suggest('query=11b&branch=ARMY'))[0]?.code).toBe('11B');
    const prefixed = await suggest('query=68&branch=ARMY&limit=25');
    expect(prefixed.length).toBeGreaterThan(3);
    expect(prefixed.every((entry) => entry.code.startsWith('68'))).toBe(true);

    const vehicle = await suggest('query=vehicle&branch=ARMY&limit=25');
    const inTitle = vehicle.map((entry) => /\bvehicle/i.test(entry.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false); // some mention vehicles only in their description…
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true); // …and all of those come after the titles
  });

  it('matches every word of a query, each as the start of a word', async () => {
    expect(codes(await suggest('query=combat%20med&branch=ARMY'))).toEqual(['68W']);
  });

  it('lists 6 by default and at most 25, and says so beyond', async () => {
    expect(await suggest('query=s')).toHaveLength(6);
    expect(await suggest('query=s&limit=25')).toHaveLength(25);
    const app = await buildTestApp();
    for (const limit of ['26', '0', 'many']) {
      const response = await app.inject({ method: 'GET', url: `/api/mos?query=s&limit=${limit}` });
      expect(expectErrorBody(response, 400, 'VALIDATION').message).toBe(CAREERS_QUERY_MESSAGES.limit);
    }
  });

  it('answers an empty list to an empty query', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('query=%20%20&branch=ARMY')).toEqual([]);
  });

  it('keeps to the branch; the Guard and Reserves get Army and Air Force codes', async () => {
    expect(await suggest('query=0311&branch=ARMY')).toEqual([]);
    expect((await suggest('query=0311&branch=MARINES'))[0]?.code).toBe('0311');
    for (const branch of ['NATIONAL_GUARD', 'RESERVES']) {
      const suggestions = await suggest(`query=cyber&branch=${branch}&limit=25`);
      const branches = new Set(suggestions.map((entry) => entry.branch));
      expect(branches).toEqual(new Set(['ARMY', 'AIR_FORCE']));
    }
    expect(
      new Set((await suggest('query=medic&limit=25')).map((entry) => entry.branch)).size,
    ).toBeGreaterThan(2);
  });

  it('gives code, title, branch, kind and the first sentence of the description', async () => {
    const [first] = await suggest('query=68W&branch=ARMY');
    expect(Object.keys(first ?? {}).sort()).toEqual(['branch', 'code', 'description', 'kind', 'title']);
    expect(first?.description).toMatch(/^[^.]+\.$/);
  });

  it('rejects an unknown branch and an overlong query', async () => {
    const app = await buildTestApp();
    const branch = await app.inject({ method: 'GET', url: '/api/mos?query=11&branch=ARMY_RESERVE' });
    expect(expectErrorBody(branch, 400, 'VALIDATION').message).toBe(CAREERS_QUERY_MESSAGES.branch);
    const long = await app.inject({ method: 'GET', url: `/api/mos?query=${'a'.repeat(101)}` });
    expect(expectErrorBody(long, 400, 'VALIDATION').message).toBe(CAREERS_QUERY_MESSAGES.queryLength);
  });
});

let seenBySibling: OccupationCatalogue | undefined;
/** Another feature, as profiles or registration would use the index. */
const sibling: FastifyPluginAsyncZod = async (app) => {
  seenBySibling = app.occupationCatalogue;
};

async function catalogueSeenByAnotherFeature(): Promise<OccupationCatalogue> {
  await buildTestApp({ features: [careers, sibling] });
  return seenBySibling!;
}

describe('the occupation index', () => {
  it('tells the features registered beside it whether a code is known for a branch', async () => {
    const occupationCatalogue = await catalogueSeenByAnotherFeature();
    expect(occupationCatalogue.isKnownCode('11b', 'ARMY')).toBe(true);
    expect(occupationCatalogue.isKnownCode('0311', 'MARINES')).toBe(true);
    expect(occupationCatalogue.isKnownCode('3D052', 'AIR_FORCE')).toBe(true);
    expect(occupationCatalogue.isKnownCode('3D0X2', 'NATIONAL_GUARD')).toBe(true);
    expect(occupationCatalogue.isKnownCode('0311', 'RESERVES')).toBe(false);
    expect(occupationCatalogue.isKnownCode('99Z', 'ARMY')).toBe(false);
  });

  it('is rebuilt by itself when a catalogue write commits, from any process on the database, and only then', async () => {
    await resetDatabase();
    const app = await buildTestApp({ features: [careers, sibling] });
    const search = async () =>
      (await app.inject({ method: 'GET', url: '/api/mos?query=medic' })).json<unknown[]>();
    expect(await search()).toEqual([]);

    // The write signals every instance on commit (as the command-line importer's does); nobody calls refresh.
    await ensureDefaultCatalogue((await getTestDatabase()).database);
    const deadline = Date.now() + 5_000;
    while ((await search()).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await search()).length).toBeGreaterThan(0);
    // Nothing changed since: a refresh (another signal, a reconnection) does not rebuild.
    expect(await (seenBySibling as MosIndexHolder).refresh()).toBe(false);
  });
});
