import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loadCrosswalkEntries, mergeCrosswalk } from './crosswalk';
import {
  civilianOccupationSchema,
  federalSeriesEntrySchema,
  militaryOccupationSchema,
  type Catalogue,
  type MilitaryOccupation,
} from '@waypoint/shared';

/** One file per service, in the order the catalogue lists them. */
export const MILITARY_CATALOGUE_FILES = [
  'army',
  'marines',
  'navy',
  'air-force',
  'coast-guard',
  'space-force',
] as const;

function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(new URL(relativePath, import.meta.url), 'utf8'));
}

/** The hand-curated military codes (military/*.json), before the VA's crosswalk is added to them. */
export function loadCuratedMilitaryOccupations(): MilitaryOccupation[] {
  return MILITARY_CATALOGUE_FILES.flatMap((file) =>
    z.array(militaryOccupationSchema).parse(readJson(`./military/${file}.json`)),
  );
}

/**
 * Waypoint's default occupation catalogue: civilian occupations with their wage ranges and, per service, the
 * military codes that lead to them: the curated codes and every code of the VA's list, with the career paths
 * the VA's crosswalk gives it (crosswalk-matches.json). Validated on load, so a bad edit to the JSON fails loudly at start-up.
 * See sources.md for where the facts come from.
 */
export function loadDefaultCatalogue(): Catalogue {
  const civilianOccupations = z
    .array(civilianOccupationSchema)
    .parse(readJson('./civilian-occupations.json'));
  const militaryOccupations = mergeCrosswalk(loadCuratedMilitaryOccupations(), loadCrosswalkEntries());
  const federalSeries = z.array(federalSeriesEntrySchema).parse(readJson('./federal-series.json'));
  return { civilianOccupations, militaryOccupations, federalSeries };
}
