import { lumocCodeFor } from '@waypoint/shared';
import type { CatalogueStoreRepository, NewOccupationMatch } from '../catalogue-store.repository';
import { claim, tally, type SeenKeys } from './import-counts';
import type { ParsedFile } from './parse-file';
import type { MatchRow } from './parse-rows';

/** A row without a kind links every personnel category that has the code; curated links keep their strength. */
export async function applyMatches(
  store: CatalogueStoreRepository,
  file: string,
  parsed: ParsedFile<MatchRow>,
  seen: SeenKeys,
) {
  const occupations = await store.listMilitaryOccupations();
  const byCode = new Map<string, typeof occupations>();
  for (const row of occupations)
    for (const code of new Set([row.code, lumocCodeFor(row)]))
      byCode.set(`${row.branch}:${code}`, [...(byCode.get(`${row.branch}:${code}`) ?? []), row]);
  const socs = await store.listCivilianSocs();
  const existing = new Map(
    (await store.listMatches()).map((row) => [`${row.militaryOccupationId}:${row.soc}`, row]),
  );
  const counts = tally<NewOccupationMatch>(parsed);
  for (const { line, value } of parsed.rows) {
    const targets = (byCode.get(`${value.branch}:${value.code}`) ?? []).filter(
      (row) => !value.kind || row.kind === value.kind,
    );
    const reason =
      targets.length === 0
        ? `no ${value.branch}${value.kind ? ` ${value.kind}` : ''} occupation has the code ${value.code}; import it (luMOC layout) first or in the same run`
        : !socs.has(value.soc)
          ? `O*NET-SOC ${value.soc} is not in the civilian catalogue`
          : undefined;
    if (reason) {
      counts.skipped += 1;
      counts.problems.push({ line, message: reason });
      continue;
    }
    if (
      !claim(counts, seen, `match:${value.branch}:${value.code}:${value.kind ?? '*'}:${value.soc}`, {
        file,
        line,
      })
    )
      continue;
    for (const target of targets) {
      const current = existing.get(`${target.id}:${value.soc}`);
      // 111 and 1110 reach one designator: the second row's link is the first's, and a statement may not write it twice.
      const linked = seen.has(`link:${target.id}:${value.soc}`);
      seen.set(`link:${target.id}:${value.soc}`, `${file} line ${line}`);
      if (linked || (current && (current.source === 'catalogue' || current.strength === value.strength)))
        counts.unchanged += 1;
      else {
        counts[current ? 'updated' : 'inserted'] += 1;
        counts.write.push({
          militaryOccupationId: target.id,
          soc: value.soc,
          strength: value.strength,
          source: 'import',
        });
      }
    }
  }
  await store.upsertMatches(counts.write);
  return counts;
}
