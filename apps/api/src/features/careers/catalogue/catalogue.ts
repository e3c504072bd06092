import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  civilianOccupationSchema,
  federalSeriesEntrySchema,
  militaryOccupationSchema,
  type Catalogue,
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

/**
 * Waypoint's default occupation catalogue: civilian occupations with their wage ranges and, per service, the
 * military codes that lead to them. Validated on load, so a bad edit to the JSON fails loudly at start-up.
 * See sources.md for where the facts come from.
 */
export function loadDefaultCatalogue(): Catalogue {
  const civilianOccupations = z
    .array(civilianOccupationSchema)
    .parse(readJson('./civilian-occupations.json'));
  const militaryOccupations = MILITARY_CATALOGUE_FILES.flatMap((file) =>
    z.array(militaryOccupationSchema).parse(readJson(`./military/${file}.json`)),
  );
  const federalSeries = z.array(federalSeriesEntrySchema).parse(readJson('./federal-series.json'));
  return { civilianOccupations, militaryOccupations, federalSeries };
}
