import type { Catalogue, CivilianOccupation } from '@waypoint/shared';
import type { Database } from '../../db/database';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import { createCatalogueStoreRepository } from './catalogue-store.repository';

// Read and validated once per process: tests load it before many cases, and it never changes while running.
let defaultCatalogue: Catalogue | undefined;

/** A BLS figure is stored as a number, a BLS marker in the marker column beside it. */
function wageColumns({ low, high }: CivilianOccupation['salaryRange']) {
  return {
    salaryLow: typeof low === 'number' ? low : null,
    salaryLowMarker: typeof low === 'number' ? null : low,
    salaryHigh: typeof high === 'number' ? high : null,
    salaryHighMarker: typeof high === 'number' ? null : high,
  };
}

/**
 * Loads Waypoint's curated catalogue when no military occupation exists yet: the server calls it after the
 * migrations, the importer before importing (so an import into a new database cannot stop the curated load).
 * One transaction under the catalogue lock, so instances starting together load it once. Returns whether it loaded.
 */
export async function ensureDefaultCatalogue(database: Database): Promise<boolean> {
  defaultCatalogue ??= loadDefaultCatalogue();
  const { civilianOccupations, militaryOccupations, federalSeries } = defaultCatalogue;
  return database.db.transaction(async (tx) => {
    const store = createCatalogueStoreRepository(tx);
    await store.lockCatalogue();
    if (await store.hasMilitaryOccupations()) return false;

    await store.insertCivilianOccupations(
      civilianOccupations.map((occupation) => ({
        soc: occupation.soc,
        title: occupation.title,
        summary: occupation.summary,
        ...wageColumns(occupation.salaryRange),
        demand: occupation.demand,
        nextSteps: occupation.nextSteps,
        salarySource: occupation.source,
      })),
    );
    await store.upsertMilitaryOccupations(
      militaryOccupations.map(({ branch, code, kind, title, description }) => ({
        ...{ branch, code, kind, title, description },
        source: 'catalogue' as const,
      })),
    );
    const written = await store.listMilitaryOccupations();
    const idOf = new Map(written.map((row) => [`${row.branch}:${row.code}:${row.kind}`, row.id]));
    const withIds = militaryOccupations.map((entry) => ({
      entry,
      id: idOf.get(`${entry.branch}:${entry.code}:${entry.kind}`)!,
    }));
    await store.upsertMatches(
      withIds.flatMap(({ entry, id }) =>
        entry.matches.map((match) => ({ militaryOccupationId: id, ...match, source: 'catalogue' as const })),
      ),
    );
    await store.upsertFederalSeries(federalSeries);
    await store.insertNextSteps(
      withIds.flatMap(({ entry, id }) =>
        entry.nextSteps.map((step, position) => ({ militaryOccupationId: id, position, step })),
      ),
    );
    return true;
  });
}
