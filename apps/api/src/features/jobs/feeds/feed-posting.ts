import { EMPLOYMENT_TYPES, formatSalaryRange, type EmploymentType, type JobSource } from '@waypoint/shared';
import { z } from 'zod';
import type { NewJobPostingRow } from '../jobs.schema';

/** A posting as every feed adapter hands it to the importer. */
export type FeedPosting = Omit<NewJobPostingRow, 'id' | 'firstSeenAt' | 'updatedAt' | 'keywords'>;

export interface FeedProblem {
  /** The CSV line, or the item's position in a JSON feed (1-based). */
  line: number;
  message: string;
}

export interface ParsedFeed {
  postings: { line: number; posting: FeedPosting }[];
  problems: FeedProblem[];
}

const MAX_TEXT = 20_000;
// eslint-disable-next-line no-control-regex -- feeds may carry control characters; PostgreSQL refuses NUL
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Plain text from a feed's HTML or text: tags dropped, entities of the common kind decoded, spaces folded. */
export function plainText(value: unknown, max = MAX_TEXT): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(CONTROLS, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()
    .slice(0, max);
}

const line = (max: number) => z.string().transform((value) => plainText(value, max));
const required = (label: string, max: number) =>
  line(max).pipe(z.string().min(1, { error: `${label} is missing.` }));

const postingSchema = z.object({
  source: z.custom<JobSource>(),
  externalId: required('The posting id', 200),
  title: required('The title', 300),
  company: required('The company', 300),
  location: line(300).transform((value) => value || 'Location not given'),
  description: line(MAX_TEXT),
  applyUrl: z.url({ protocol: /^https?$/, error: 'The apply link is not an http(s) address.' }),
  salaryMin: z.number().int().min(0, { error: 'The salary is negative.' }).nullable(),
  salaryMax: z.number().int().min(0, { error: 'The salary is negative.' }).nullable(),
  tags: z.array(z.string()),
  remote: z.boolean(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  federalSeries: z.array(z.string().regex(/^\d{4}$/, { error: 'A federal series has four digits.' })),
  socCodes: z.array(z.string().regex(/^\d{2}-\d{4}$/, { error: 'An SOC code looks like 29-2042.' })),
  veteransPreference: z.boolean(),
  postedAt: z.date({ error: 'The posted date is missing or not a date.' }),
  closesAt: z.date().nullable(),
  closedAt: z.date().nullable(),
});

export type RawPosting = z.input<typeof postingSchema>;

/** Checks one posting; a problem names the first thing wrong with it. */
export function checkPosting(raw: RawPosting, lineNumber: number): ParsedFeed {
  const parsed = postingSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { postings: [], problems: [{ line: lineNumber, message: issue?.message ?? 'Invalid posting.' }] };
  }
  const posting = parsed.data;
  if (posting.salaryMin !== null && posting.salaryMax !== null && posting.salaryMin > posting.salaryMax) {
    return {
      postings: [],
      problems: [{ line: lineNumber, message: 'The minimum salary is above the maximum.' }],
    };
  }
  return {
    postings: [
      {
        line: lineNumber,
        posting: { ...posting, salaryText: salaryText(posting.salaryMin, posting.salaryMax) },
      },
    ],
    problems: [],
  };
}

export function mergeParsed(parts: readonly ParsedFeed[]): ParsedFeed {
  return {
    postings: parts.flatMap((part) => part.postings),
    problems: parts.flatMap((part) => part.problems),
  };
}

function salaryText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${formatSalaryRange(min, max)} a year`;
  if (min !== null) return `From ${formatSalaryRange(min, min).split('\u2013')[0]} a year`;
  return null;
}

/** A date from a feed, or undefined; date-only values are midnight UTC. */
export function feedDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A yearly salary from a number or a money string; hourly and monthly amounts become yearly. */
export function yearly(value: unknown, unit?: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[$,\s]/g, ''))
        : NaN;
  if (!Number.isFinite(amount)) return null;
  const per = typeof unit === 'string' ? unit.toUpperCase() : 'YEAR';
  const factor = per.startsWith('H') || per === 'PH' ? 2080 : per.startsWith('M') || per === 'PM' ? 12 : 1;
  return Math.round(amount * factor);
}

const TYPE_WORDS: [RegExp, EmploymentType][] = [
  [/full/i, 'FULL_TIME'],
  [/part/i, 'PART_TIME'],
  [/contract/i, 'CONTRACT'],
  [/temp|term|seasonal/i, 'TEMPORARY'],
  [/intern/i, 'INTERNSHIP'],
];

/** FULL_TIME, "Full-time", "Full-Time" … to the product's employment types; unknown words give null. */
export function employmentType(value: unknown): EmploymentType | null {
  const words = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
  return TYPE_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** "29-2042.00", "29-2042 Emergency Medical Technicians" → "29-2042". */
export function socCodesIn(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
  return [...new Set(text.match(/\b\d{2}-\d{4}\b/g) ?? [])];
}
