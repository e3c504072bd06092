import { lumocCodeFor } from '@waypoint/shared';
import type { CatalogueStoreRepository, NewMilitaryOccupation } from '../catalogue-store.repository';
import { claim, tally, type SeenKeys } from './import-counts';
import type { ParsedFile } from './parse-file';
import type { OccupationRow } from './parse-rows';

/** Curated occupations are never changed by an import, also when the file writes their code the VA way (111, 11FXX). */
export async function applyOccupations(
  store: CatalogueStoreRepository,
  file: string,
  parsed: ParsedFile<OccupationRow>,
  seen: SeenKeys,
) {
  const existing = await store.listMilitaryOccupations();
  const byKey = new Map(existing.map((row) => [`${row.branch}:${row.code}:${row.kind}`, row]));
  const curated = new Set(
    existing
      .filter((row) => row.source === 'catalogue')
      .map((row) => `${row.branch}:${lumocCodeFor(row)}:${row.kind}`),
  );
  const counts = tally<NewMilitaryOccupation>(parsed);
  for (const { line, value } of parsed.rows) {
    const key = `${value.branch}:${value.code}:${value.kind}`;
    if (!claim(counts, seen, `occupation:${key}`, { file, line })) continue;
    const current = byKey.get(key);
    const same =
      current?.title === value.title &&
      current.description === value.description &&
      current.status === value.status;
    if (current?.source === 'catalogue' || curated.has(key) || same) counts.unchanged += 1;
    else {
      counts[current ? 'updated' : 'inserted'] += 1;
      counts.write.push({ ...value, source: 'import' });
    }
  }
  await store.upsertMilitaryOccupations(counts.write);
  return counts;
}
