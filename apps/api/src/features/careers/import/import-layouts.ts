import type { CsvRow } from './csv-lines';

export type LayoutName = 'luMOC' | 'crosswalk' | 'XWALK';

/** For each field a row parser reads, the header names that may hold it (compared after normalizeHeader). */
type Columns = Record<string, readonly string[]>;

interface LayoutSpec {
  name: LayoutName;
  required: Columns;
  optional?: Columns;
}

/** Checked in this order: XWALK's header also has `service`, `title` and `type`, so it must win over luMOC. */
const LAYOUTS: readonly LayoutSpec[] = [
  {
    name: 'XWALK',
    required: {
      type: ['type'],
      groupCode: ['group_code'],
      series: ['job_title_id'],
      title: ['title'],
      service: ['service'],
      category: ['personnel_category'],
      code: ['military_occupation_id'],
    },
  },
  {
    name: 'luMOC',
    required: {
      service: ['service'],
      category: ['category'],
      code: ['code'],
      type: ['type'],
      status: ['status'],
      title: ['title'],
      description: ['description'],
    },
  },
  {
    name: 'crosswalk',
    required: {
      code: ['military_code', 'mos_code', 'moc_code', 'mos', 'code'],
      branch: ['branch', 'service'],
      soc: ['o_net_soc_code', 'onet_soc_code', 'soc_code', 'soc'],
    },
    optional: { kind: ['kind', 'category', 'personnel_category'], strength: ['strength'] },
  },
];

export const LAYOUT_HELP =
  'Expected one of these headers: luMOC (service, category, code, type, status, title, description[, moc_url]); ' +
  'crosswalk (military code, branch, O*NET-SOC code[, kind][, strength]); ' +
  'XWALK (type, group_code, job_title_id, title, service, personnel_category, military_occupation_id, …).';

/** "O*NET-SOC Code" → "o_net_soc_code", so spelling and case of a header do not matter. */
export const normalizeHeader = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export interface Layout {
  name: LayoutName;
  /** A field's trimmed text in a row; the VA files write NULL for "no value". */
  read: (row: CsvRow, field: string) => string;
}

export function detectLayout(header: readonly string[]): Layout | undefined {
  const names = header.map(normalizeHeader);
  for (const spec of LAYOUTS) {
    const find = (aliases: readonly string[]) =>
      aliases.map((alias) => names.indexOf(alias)).find((at) => at >= 0);
    const columns = new Map<string, number>();
    const required = Object.entries(spec.required).map(([field, aliases]) => [field, find(aliases)] as const);
    if (required.some(([, at]) => at === undefined)) continue;
    for (const [field, at] of required) columns.set(field, at!);
    for (const [field, aliases] of Object.entries(spec.optional ?? {})) {
      const at = find(aliases);
      if (at !== undefined) columns.set(field, at);
    }
    return {
      name: spec.name,
      read: (row, field) => {
        const at = columns.get(field);
        const value = at === undefined ? '' : (row.cells[at] ?? '').trim();
        return value === 'NULL' ? '' : value;
      },
    };
  }
  return undefined;
}
