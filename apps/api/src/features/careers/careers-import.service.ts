import type { Database } from '../../db/database';
import { createTransaction } from '../../lib/transaction';
import { createCatalogueStoreRepository, type CatalogueStoreRepository } from './catalogue-store.repository';
import { ensureDefaultCatalogue } from './default-catalogue.service';
import { applyMatches } from './import/apply-matches';
import { applyOccupations } from './import/apply-occupations';
import { applySeries } from './import/apply-series';
import type { Counts, SeenKeys } from './import/import-counts';
import { readCsvRows } from './import/csv-lines';
import { LAYOUT_HELP, detectLayout, type LayoutName } from './import/import-layouts';
import { parseFileRows } from './import/parse-file';
import { parseMatchRow, parseOccupationRow, parseSeriesRow } from './import/parse-rows';

export interface ImportFile {
  /** Shown in the report and in problems: the path the operator gave. */
  name: string;
  text: string;
}

export interface FileReport extends Omit<Counts, 'problems'> {
  file: string;
  layout: LayoutName;
  /** Data rows read (blank lines not counted) = inserted + updated + unchanged + skipped, for occupations and series. */
  rows: number;
  problems: { line: number; message: string }[];
}

/** Nothing was imported: a file cannot be read as a catalogue file at all. */
export class CatalogueImportError extends Error {
  override name = 'CatalogueImportError';
}

// Occupations first, so a crosswalk in the same run can link the codes it brings.
const LAYOUT_ORDER: Record<LayoutName, number> = { luMOC: 0, crosswalk: 1, XWALK: 2 };

/**
 * Imports catalogue files in ONE transaction: all of them or, on any failure, none (the catalogue stays as it
 * was). Rows that cannot be used are skipped and reported with their line numbers; importing the same files again
 * changes nothing. `onFileWritten` runs inside the transaction after each file, so its failure rolls back too.
 * The curated catalogue is loaded first when missing: the server loads it only into an empty table.
 */
export async function importCatalogueFiles(
  database: Database,
  files: readonly ImportFile[],
  onFileWritten?: (report: FileReport) => void | Promise<void>,
): Promise<FileReport[]> {
  const prepared = files.map(prepare).sort((a, b) => LAYOUT_ORDER[a.layout] - LAYOUT_ORDER[b.layout]);
  await ensureDefaultCatalogue(database);
  const transaction = createTransaction(database.db, (handle) => ({
    store: createCatalogueStoreRepository(handle),
  }));
  return transaction(async ({ store }) => {
    await store.lockCatalogue();
    const seen: SeenKeys = new Map();
    const reports: FileReport[] = [];
    for (const { file, layout, rows, apply } of prepared) {
      const { write: _written, problems, ...counts } = await apply(store, seen);
      const report = { file, layout, rows, ...counts, problems: problems.sort((a, b) => a.line - b.line) };
      reports.push(report);
      await onFileWritten?.(report);
    }
    return reports;
  });
}

type Apply = (store: CatalogueStoreRepository, seen: SeenKeys) => Promise<Counts & { write: unknown[] }>;

/** Reads and checks a file before the transaction opens, so no lock is held while parsing megabytes. */
function prepare({ name, text }: ImportFile): {
  file: string;
  layout: LayoutName;
  rows: number;
  apply: Apply;
} {
  let csv: ReturnType<typeof readCsvRows>;
  try {
    csv = readCsvRows(text);
  } catch (error) {
    throw new CatalogueImportError(`${name}: ${(error as Error).message}`);
  }
  const layout = detectLayout(csv.header);
  if (!layout) {
    throw new CatalogueImportError(`${name}: unrecognized header (${csv.header.join(', ')}). ${LAYOUT_HELP}`);
  }
  const width = csv.header.length;
  const base = { file: name, layout: layout.name, rows: csv.rows.length };
  switch (layout.name) {
    case 'luMOC': {
      const parsed = parseFileRows(layout, width, csv.rows, parseOccupationRow);
      return { ...base, apply: (store, seen) => applyOccupations(store, name, parsed, seen) };
    }
    case 'crosswalk': {
      const parsed = parseFileRows(layout, width, csv.rows, parseMatchRow);
      return { ...base, apply: (store, seen) => applyMatches(store, name, parsed, seen) };
    }
    case 'XWALK': {
      const parsed = parseFileRows(layout, width, csv.rows, parseSeriesRow);
      return { ...base, apply: (store, seen) => applySeries(store, name, parsed, seen) };
    }
  }
}
