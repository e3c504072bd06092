/**
 * A small RFC 4180 CSV reader: fields separated by commas, optionally wrapped in double quotes;
 * inside quotes, commas and line breaks are data and a doubled quote ("") is one quote.
 * Accepts LF or CRLF line endings and ignores a trailing line break.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = (): void => {
    row.push(field);
    field = '';
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < text.length) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') inQuotes = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"') inQuotes = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r' && text[index + 1] === '\n') {
      endRow();
      index += 1;
    } else field += char;
    index += 1;
  }
  if (inQuotes) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Parses CSV text with a header line into one record per data row, keyed by header name. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((cells, rowIndex) => {
    if (cells.length !== header.length) {
      throw new Error(`CSV row ${rowIndex + 2} has ${cells.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']));
  });
}
