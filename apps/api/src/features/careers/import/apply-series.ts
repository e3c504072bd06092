import type { CatalogueStoreRepository, NewFederalSeries } from '../catalogue-store.repository';
import { claim, tally, type SeenKeys } from './import-counts';
import type { ParsedFile } from './parse-file';
import type { SeriesRow } from './parse-rows';

export async function applySeries(
  store: CatalogueStoreRepository,
  file: string,
  parsed: ParsedFile<SeriesRow>,
  seen: SeenKeys,
) {
  const keyOf = (row: SeriesRow) => `${row.branch}:${row.kind}:${row.codePattern}:${row.series}`;
  const existing = new Map((await store.listFederalSeries()).map((row) => [keyOf(row), row.title]));
  const counts = tally<NewFederalSeries>(parsed);
  for (const { line, value } of parsed.rows) {
    if (!claim(counts, seen, `series:${keyOf(value)}`, { file, line })) continue;
    const title = existing.get(keyOf(value));
    if (title === value.title) counts.unchanged += 1;
    else {
      counts[title === undefined ? 'inserted' : 'updated'] += 1;
      counts.write.push(value);
    }
  }
  await store.upsertFederalSeries(counts.write);
  return counts;
}
