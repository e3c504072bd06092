import { parseCsv } from '@waypoint/shared';

export interface CsvRow {
  /** The line the row starts on, counting the header as line 1, as an editor shows it. */
  line: number;
  cells: string[];
}

/**
 * The shared CSV reader's rows with their line numbers. A quoted field may hold line breaks (luMOC's descriptions
 * do), so a row's number is the header's plus every line the rows before it took. Blank lines are dropped.
 */
export function readCsvRows(text: string): { header: string[]; rows: CsvRow[] } {
  const [header = [], ...records] = parseCsv(text);
  const rows: CsvRow[] = [];
  let line = 2 + countLineBreaks(header);
  for (const cells of records) {
    if (!(cells.length === 1 && cells[0]!.trim() === '')) rows.push({ line, cells });
    line += 1 + countLineBreaks(cells);
  }
  return { header, rows };
}

function countLineBreaks(cells: readonly string[]): number {
  return cells.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0);
}
