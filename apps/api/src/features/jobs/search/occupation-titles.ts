import { readFileSync } from 'node:fs';
import { z } from 'zod';

const titlesSchema = z.object({
  sources: z.object({ federalSeries: z.string(), soc: z.string() }),
  federalSeries: z.record(z.string().regex(/^\d{4}$/), z.string().min(1)),
  soc: z.record(z.string().regex(/^\d{2}-\d{4}$/), z.string().min(1)),
});

/**
 * Titles of OPM federal series and SOC 2018 occupations (occupation-titles.json, with its sources), indexed with a
 * posting so "information technology" finds a posting of series 2210 whose text never says so.
 */
export const OCCUPATION_TITLES = titlesSchema.parse(
  JSON.parse(readFileSync(new URL('./occupation-titles.json', import.meta.url), 'utf8')),
);

/** The titles of a posting's series and SOC codes; an SOC detail OEWS does not publish falls back to its broad group. */
export function occupationTitlesOf(series: readonly string[], socs: readonly string[]): string[] {
  const titles = [
    ...series.map((code) => OCCUPATION_TITLES.federalSeries[code]),
    ...socs.map((code) => OCCUPATION_TITLES.soc[code] ?? OCCUPATION_TITLES.soc[`${code.slice(0, 6)}0`]),
  ];
  return titles.filter((title): title is string => Boolean(title));
}
