import type { ParsedFile } from './parse-file';

export interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  problems: { line: number; message: string }[];
}

/** Rows already taken in this run, across files, by key: a later row with the same key is a duplicate. */
export type SeenKeys = Map<string, string>;

export interface Tally<T> extends Counts {
  write: T[];
}

export function tally<T>(parsed: ParsedFile<unknown>): Tally<T> {
  return {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: parsed.problems.length,
    problems: [...parsed.problems],
    write: [],
  };
}

const KEY_NAMES: Record<string, string> = {
  occupation: 'service, category and code',
  match: 'branch, code and O*NET-SOC code',
  series: 'service, category, code and job series',
};

/** False for a duplicate, which is counted as skipped with the place of the row that was kept. */
export function claim(
  counts: Counts,
  seen: SeenKeys,
  key: string,
  place: { file: string; line: number },
): boolean {
  const first = seen.get(key);
  if (first) {
    counts.skipped += 1;
    const same = KEY_NAMES[key.slice(0, key.indexOf(':'))];
    counts.problems.push({ line: place.line, message: `same ${same} as ${first}; the first is kept` });
    return false;
  }
  seen.set(key, `${place.file} line ${place.line}`);
  return true;
}
