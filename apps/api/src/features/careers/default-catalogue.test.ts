import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/helper';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import {
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
});
