import { createHash } from 'node:crypto';
import type { Catalogue, CivilianOccupation } from '@waypoint/shared';
import type { Database } from '../../db/database';
import { createTransaction } from '../../lib/transaction';
import { loadDefaultCatalogue } from './catalogue/catalogue';
import { createCatalogueStoreRepository } from './catalogue-store.repository';

// Read and validated once per process: tests load it before many cases, and it never changes while running.
let defaultCatalogue: Catalogue | undefined;
let defaultHash: string | undefined;

/** A BLS figure is stored as a number, a BLS marker in the marker column beside it. */
function wageColumns({ low, high }: CivilianOccupation['salaryRange']) {
  return {
    salaryLow: typeof low === 'number' ? low : null,
    salaryLowMarker: typeof low === 'number' ? null : low,
    salaryHigh: typeof high === 'number' ? high : null,
    salaryHighMarker: typeof high === 'number' ? null : high,
  };
}

/** The built-in catalogue's row in `catalogue_versions`. */
const BUILT_IN = 'built-in';

/** A hash of the built-in catalogue's content: a database holding another one is refreshed at start. */
function contentHash(catalogue: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
}

/**
 * Brings the database to Waypoint's built-in catalogue: the server calls it after the migrations, the importer
 * before importing (so an import into a new database cannot stop the built-in load).
 *
 * - Empty tables: the whole catalogue is loaded.
 * - A catalogue of another version (its stored content hash differs): the built-in occupations (titles, wages,
 *   demand, steps), codes, matches, advice and federal series are written over the old built-in rows; rows an
 *   operator imported with `npm run catalogue:import` stay, and built-in matches the catalogue dropped go.
 * - The same version: nothing is written (one hash comparison).
 *
 * One transaction under the catalogue lock, so instances starting together write it once. Returns whether it wrote.
 */
export async function ensureDefaultCatalogue(database: Database): Promise<boolean> {
  defaultCatalogue ??= loadDefaultCatalogue();
  defaultHash ??= contentHash(defaultCatalogue);
  const { civilianOccupations, militaryOccupations, federalSeries } = defaultCatalogue;
  const hash = defaultHash;
  const transaction = createTransaction(database.db, (handle) => ({
    store: createCatalogueStoreRepository(handle),
  }));
  return transaction(async ({ store }) => {
    await store.lockCatalogue();
    const loaded = await store.hasMilitaryOccupations();
    if (loaded && (await store.readVersion(BUILT_IN)) === hash) return false;
    // A database loaded before versions were stored, or by an older release: refresh the built-in rows.
    const refresh = loaded ? { replace: true, keepImported: true } : {};

    await store.insertCivilianOccupations(
      civilianOccupations.map((occupation) => ({
        soc: occupation.soc,
        title: occupation.title,
        summary: occupation.summary,
        ...wageColumns(occupation.salaryRange),
        demand: occupation.demand,
        demandBasis: occupation.demandBasis,
        nextSteps: occupation.nextSteps,
        salarySource: occupation.source,
      })),
      refresh,
    );
    await store.upsertMilitaryOccupations(
      militaryOccupations.map(({ branch, code, kind, title, description }) => ({
        ...{ branch, code, kind, title, description },
        source: 'catalogue' as const,
      })),
      refresh,
    );
    const written = await store.listMilitaryOccupations();
    const rowOf = new Map(written.map((row) => [`${row.branch}:${row.code}:${row.kind}`, row]));
    const withIds = militaryOccupations.map((entry) => {
      const row = rowOf.get(`${entry.branch}:${entry.code}:${entry.kind}`)!;
      return { entry, id: row.id, builtIn: row.source === 'catalogue' };
    });
    const matches = withIds.flatMap(({ entry, id }) =>
      entry.matches.map((match) => ({ militaryOccupationId: id, ...match, source: 'catalogue' as const })),
    );
    if (loaded) {
      await store.deleteCatalogueMatchesExcept(
        new Set(matches.map((match) => `${match.militaryOccupationId}:${match.soc}`)),
      );
    }
    await store.upsertMatches(matches, refresh);
    await store.upsertFederalSeries(federalSeries);
    // The built-in advice replaces the old built-in advice; an operator's own code keeps what it has.
    const advised = withIds.filter(({ builtIn }) => builtIn || !loaded);
    if (loaded) await store.deleteNextStepsOf(advised.map(({ id }) => id));
    await store.insertNextSteps(
      advised.flatMap(({ entry, id }) =>
        entry.nextSteps.map((step, position) => ({ militaryOccupationId: id, position, step })),
      ),
    );
    await store.writeVersion(BUILT_IN, hash);
    return true;
  });
}
