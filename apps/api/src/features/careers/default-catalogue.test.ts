import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/helper';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import {
  catalogueVersions,
  civilianOccupations,
  militaryOccupations,
  occupationMatches,
  occupationNextSteps,
} from './careers.schema';
import { ensureDefaultCatalogue } from './default-catalogue.service';

// Opening the worker's database can take seconds on a busy machine: in a hook, not in the test's own time.
beforeEach(async () => {
  await getTestDatabase();
});

describe('ensureDefaultCatalogue', () => {
  it('loads the curated catalogue into empty tables, and only then', async () => {
    const { database } = await getTestDatabase();
    const { db } = database;
    const rows = async () => ({
      military: await db.$count(militaryOccupations),
      civilian: await db.$count(civilianOccupations),
      matches: await db.$count(occupationMatches),
      steps: await db.$count(occupationNextSteps),
    });
    const catalogue = loadDefaultCatalogue();

    expect(await ensureDefaultCatalogue(database)).toBe(true);
    const loaded = await rows();
    expect(loaded).toEqual({
      military: catalogue.militaryOccupations.length,
      civilian: catalogue.civilianOccupations.length,
      matches: catalogue.militaryOccupations.flatMap((entry) => entry.matches).length,
      steps: catalogue.militaryOccupations.flatMap((entry) => entry.nextSteps).length,
    });

    expect(await ensureDefaultCatalogue(database)).toBe(false);
    expect(await rows()).toEqual(loaded);
  });

  it('brings a database holding an older built-in catalogue to the current one, keeping imported codes', async () => {
    const { database } = await getTestDatabase();
    const { db } = database;
    const catalogue = loadDefaultCatalogue();
    const current = catalogue.civilianOccupations.find((occupation) => occupation.soc === '11-9161')!;
    expect(await ensureDefaultCatalogue(database)).toBe(true);

    // The older catalogue: another wage and title, a lost match, and no stored version at all.
    await db
      .update(civilianOccupations)
      .set({ salaryLow: 1000, salaryHigh: 2000, title: 'Old title' })
      .where(eq(civilianOccupations.soc, '11-9161'));
    const [firstMatch] = await db.select().from(occupationMatches).limit(1);
    await db
      .delete(occupationMatches)
      .where(eq(occupationMatches.militaryOccupationId, firstMatch!.militaryOccupationId));
    await db.delete(catalogueVersions);
    // An operator's own code, imported on top.
    const [imported] = await db
      .insert(militaryOccupations)
      .values({
        branch: 'ARMY',
        code: '99Z',
        kind: 'enlisted',
        title: 'Operator code',
        description: 'Own',
        source: 'import',
      })
      .returning();
    await db
      .insert(occupationMatches)
      .values({ militaryOccupationId: imported!.id, soc: '11-9161', strength: 0.6, source: 'import' });

    expect(await ensureDefaultCatalogue(database)).toBe(true);
    const [refreshed] = await db
      .select()
      .from(civilianOccupations)
      .where(eq(civilianOccupations.soc, '11-9161'));
    expect(refreshed).toMatchObject({ title: current.title });
    expect(refreshed!.salaryLow ?? refreshed!.salaryLowMarker).toEqual(current.salaryRange.low);
    expect(refreshed!.salaryHigh ?? refreshed!.salaryHighMarker).toEqual(current.salaryRange.high);
    const counts = async () => ({
      military: await db.$count(militaryOccupations),
      matches: await db.$count(occupationMatches),
      steps: await db.$count(occupationNextSteps),
    });
    expect(await counts()).toEqual({
      military: catalogue.militaryOccupations.length + 1,
      matches: catalogue.militaryOccupations.flatMap((entry) => entry.matches).length + 1,
      steps: catalogue.militaryOccupations.flatMap((entry) => entry.nextSteps).length,
    });
    expect(
      await db
        .select()
        .from(occupationMatches)
        .where(eq(occupationMatches.militaryOccupationId, imported!.id)),
    ).toEqual([expect.objectContaining({ soc: '11-9161', strength: 0.6, source: 'import' })]);

    // A second start finds the current version and writes nothing.
    const before = await counts();
    expect(await ensureDefaultCatalogue(database)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
