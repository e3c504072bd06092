import { parseCsv } from '@waypoint/shared';
import {
  amountOf,
  checkPosting,
  employmentType,
  feedDate,
  gradeText,
  mergeParsed,
  payInterval,
  socCodesIn,
  type ParsedFeed,
} from './feed-posting';

/** The columns a CSV feed names in its header line; `id`, `title`, `company` and `apply_url` are required. */
export const CSV_COLUMNS = [
  'id',
  'title',
  'company',
  'location',
  'description',
  'apply_url',
  'salary_min',
  'salary_max',
  'pay_interval',
  'grade',
  'posted_at',
  'closes_at',
  'remote',
  'employment_type',
  'federal_series',
  'soc_codes',
  'tags',
  'veterans_preference',
  'status',
] as const;

const REQUIRED = ['id', 'title', 'company', 'apply_url'];
const yes = (value: string | undefined) => /^(true|yes|y|1)$/i.test(value?.trim() ?? '');
const words = (value: string | undefined) =>
  (value ?? '')
    .split(/[;|]/)
    .map((word) => word.trim())
    .filter(Boolean);

const INTERVALS = 'hour, day, week, biweek, month or year';

export function parseCsvFeed(text: string, now: Date): ParsedFeed {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    return { postings: [], problems: [{ line: 0, message: (error as Error).message }] };
  }
  const [header, ...data] = rows;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0)
    return { postings: [], problems: [{ line: 1, message: `The header lacks ${missing.join(', ')}.` }] };

  return mergeParsed(
    data.map((cells, index) => {
      const line = index + 2;
      if (cells.length === 1 && cells[0] === '') return { postings: [], problems: [] };
      if (cells.length !== names.length)
        return {
          postings: [],
          problems: [{ line, message: `${cells.length} fields where the header has ${names.length}.` }],
        };
      const row = Object.fromEntries(names.map((name, column) => [name, cells[column] ?? '']));
      const min = amountOf(row.salary_min?.trim());
      const max = amountOf(row.salary_max?.trim());
      if (Number.isNaN(min) || Number.isNaN(max))
        return { postings: [], problems: [{ line, message: 'The salary is not a number.' }] };
      const interval = payInterval(row.pay_interval);
      if (!interval)
        return { postings: [], problems: [{ line, message: `The pay interval is not ${INTERVALS}.` }] };
      const posted = row.posted_at?.trim() ? feedDate(row.posted_at) : now;
      const closesAt = feedDate(row.closes_at) ?? null;
      const closed = /^closed$/i.test(row.status?.trim() ?? '');
      return checkPosting(
        {
          source: 'csv',
          externalId: row.id ?? '',
          title: row.title ?? '',
          company: row.company ?? '',
          // Several places are separated like tags: "Quantico, VA; Camp Lejeune, NC".
          locations: words(row.location),
          description: row.description ?? '',
          applyUrl: row.apply_url?.trim() ?? '',
          pay: min === null && max === null ? null : { min, max, interval },
          tags: words(row.tags),
          occupationNames: [],
          remote: yes(row.remote),
          employmentType: employmentType(row.employment_type),
          federalSeries: words(row.federal_series),
          socCodes: socCodesIn(row.soc_codes),
          grade: row.grade?.trim() ? gradeText(row.grade) : null,
          veteransPreference: yes(row.veterans_preference),
          postedAt: posted as Date,
          closesAt,
          closedAt: closed ? now : closesAt && closesAt < now ? closesAt : null,
        },
        line,
      );
    }),
  );
}
