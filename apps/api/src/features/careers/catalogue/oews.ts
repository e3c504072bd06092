import { parseCsvRecords, type WageFigure } from '@waypoint/shared';

/** The wage release every shipped salary range comes from, as sources.md names it. */
export const OEWS_RELEASE = {
  id: 'bls-oews-may-2024',
  label: 'BLS OEWS, May 2024, national',
  file: 'national_M2024.csv',
} as const;

/**
 * The OEWS code a catalogue occupation's wage comes from: its own SOC code, or for an O*NET-SOC extension
 * (33-3021.06 Intelligence Analysts) its parent SOC code (33-3021), since OEWS publishes no O*NET detail.
 */
export const oewsCodeOf = (soc: string): string => soc.slice(0, 7);

/** The salary source id of an occupation: the release, naming the parent SOC for an O*NET-SOC extension. */
export const oewsSourceOf = (soc: string): string =>
  soc === oewsCodeOf(soc) ? OEWS_RELEASE.id : `${OEWS_RELEASE.id}:${oewsCodeOf(soc)}`;

/** Where the BLS national files sit for a checkout: ../shared/data/oews/ beside the repository, never inside it. */
export const oewsFilePath = (file: string = OEWS_RELEASE.file): URL =>
  new URL(`../../../../../../../shared/data/oews/${file}`, import.meta.url);

export interface OewsOccupation {
  soc: string;
  title: string;
  /** total, major, minor, broad or detailed; OEWS aggregates such as 53-1047 are "detailed" too. */
  group: string;
  p25: WageFigure;
  p75: WageFigure;
}

/** A percentile cell of the BLS file: whole dollars, or its markers `#` (above the top code) and `*` (none). */
function wageFigure(cell: string | undefined, soc: string, column: string): WageFigure {
  const text = (cell ?? '').trim();
  if (text === '#' || text === '*') return text;
  if (!/^\d+$/.test(text)) throw new Error(`OEWS ${soc} ${column}: unexpected value "${text}"`);
  return Number(text);
}

/** The national file's rows by SOC code (columns OCC_CODE, OCC_TITLE, O_GROUP, A_PCT25, A_PCT75). */
export function parseOewsNational(text: string): Map<string, OewsOccupation> {
  const rows = parseCsvRecords(text);
  const bySoc = new Map<string, OewsOccupation>();
  for (const row of rows) {
    const soc = row.OCC_CODE ?? '';
    if (!soc) continue;
    bySoc.set(soc, {
      soc,
      title: row.OCC_TITLE ?? '',
      group: row.O_GROUP ?? '',
      p25: wageFigure(row.A_PCT25, soc, 'A_PCT25'),
      p75: wageFigure(row.A_PCT75, soc, 'A_PCT75'),
    });
  }
  return bySoc;
}
