import type { CsvRow } from './csv-lines';
import type { Layout } from './import-layouts';

/** Reads one field of the row being parsed. */
export type Read = (field: string) => string;
/** A parsed value, or the reason the row is skipped. */
export type Parsed<T> = T | { problem: string };

export const problem = (text: string) => ({ problem: text });

export interface ParsedFile<T> {
  rows: { line: number; value: T }[];
  problems: { line: number; message: string }[];
}

/** Runs a row parser over a file's rows, turning short or long rows and parser complaints into problems. */
export function parseFileRows<T>(
  layout: Layout,
  width: number,
  csvRows: readonly CsvRow[],
  parse: (read: Read) => Parsed<T>,
): ParsedFile<T> {
  const parsed: ParsedFile<T> = { rows: [], problems: [] };
  for (const row of csvRows) {
    const result =
      row.cells.length === width
        ? parse((field) => layout.read(row, field))
        : problem(`has ${row.cells.length} fields, the header has ${width}`);
    if (result && typeof result === 'object' && 'problem' in result)
      parsed.problems.push({ line: row.line, message: result.problem });
    else parsed.rows.push({ line: row.line, value: result as T });
  }
  return parsed;
}
