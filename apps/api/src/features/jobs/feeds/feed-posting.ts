import {
  EMPLOYMENT_TYPES,
  PAY_INTERVALS,
  formatPay,
  locationSummary,
  yearlyPay,
  type EmploymentType,
  type JobSource,
  type PayInterval,
} from '@waypoint/shared';
import { z } from 'zod';
import type { NewJobPostingRow } from '../jobs.schema';
import { occupationTitlesOf } from '../search/occupation-titles';
import { readPlace } from '../search/places';
import { acronymsOf } from '../search/words';

/** A posting as the importer stores it: what the feed said, and what search reads of it. */
export type FeedPosting = Omit<NewJobPostingRow, 'id' | 'firstSeenAt' | 'updatedAt' | 'lastSeenAt' | 'feed'>;

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
const MAX_PLACES = 50;
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
const amount = z
  .number({ error: 'The salary is not a number.' })
  .min(0, { error: 'The salary is negative.' });

const postingSchema = z.object({
  source: z.custom<JobSource>(),
  externalId: required('The posting id', 200),
  title: required('The title', 300),
  company: required('The company', 300),
  /** Every place, as the feed writes it ("Quantico, Virginia", "Tampa, FL"). */
  locations: z.array(line(300)).transform((places) => places.filter(Boolean).slice(0, MAX_PLACES)),
  description: line(MAX_TEXT),
  applyUrl: z.url({ protocol: /^https?$/, error: 'The apply link is not an http(s) address.' }),
  /** Pay as posted, per hour, day, week, two weeks, month or year. */
  pay: z
    .object({ min: amount.nullable(), max: amount.nullable(), interval: z.enum(PAY_INTERVALS) })
    .nullable(),
  tags: z.array(z.string()),
  /** Occupation titles the feed names itself (USAJOBS `JobCategory.Name`, schema.org `occupationalCategory`). */
  occupationNames: z.array(line(300)),
  remote: z.boolean(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  federalSeries: z.array(z.string().regex(/^\d{4}$/, { error: 'A federal series has four digits.' })),
  socCodes: z.array(z.string().regex(/^\d{2}-\d{4}$/, { error: 'An SOC code looks like 29-2042.' })),
  grade: z
    .object({
      payPlan: z.string().regex(/^[A-Z]{2}$/, { error: 'A pay plan is two letters, such as GS.' }),
      low: z.number().int().min(1).max(99),
      high: z.number().int().min(1).max(99),
    })
    .nullable(),
  veteransPreference: z.boolean(),
  postedAt: z.date({ error: 'The posted date is missing or not a date.' }),
  closesAt: z.date().nullable(),
  closedAt: z.date().nullable(),
});

export type RawPosting = z.input<typeof postingSchema>;
type CheckedPosting = z.output<typeof postingSchema>;

function problemOf(posting: CheckedPosting): string | undefined {
  const { pay, grade } = posting;
  if (pay && pay.min !== null && pay.max !== null && pay.min > pay.max)
    return 'The minimum salary is above the maximum.';
  if (grade && grade.low > grade.high) return 'The lowest grade is above the highest.';
  return undefined;
}

/** Checks one posting; a problem names the first thing wrong with it. */
export function checkPosting(raw: RawPosting, lineNumber: number): ParsedFeed {
  const parsed = postingSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { postings: [], problems: [{ line: lineNumber, message: issue?.message ?? 'Invalid posting.' }] };
  }
  const problem = problemOf(parsed.data);
  if (problem) return { postings: [], problems: [{ line: lineNumber, message: problem }] };
  return { postings: [{ line: lineNumber, posting: toStored(parsed.data) }], problems: [] };
}

/** What search reads of a posting: its places with state names, yearly pay, occupation titles and acronyms. */
function toStored(posting: CheckedPosting): FeedPosting {
  const { locations: rawPlaces, pay, grade, occupationNames, ...rest } = posting;
  const places = rawPlaces.map(readPlace).filter((place) => place !== undefined);
  const labels = [...new Set(places.map((place) => place.label))];
  const yearly = (value: number | null | undefined) =>
    pay && value !== null && value !== undefined ? yearlyPay(value, pay.interval) : null;
  const occupations = [
    ...new Set([...occupationNames, ...occupationTitlesOf(posting.federalSeries, posting.socCodes)]),
  ];
  return {
    ...rest,
    location: locationSummary(labels, posting.remote ? 'Remote' : 'Location not given'),
    locations: labels,
    states: [...new Set(places.flatMap((place) => (place.state ? [place.state] : [])))],
    placeText: [...places.map((place) => place.words), ...(posting.remote ? ['Remote'] : [])].join('; '),
    salaryMin: yearly(pay?.min),
    salaryMax: yearly(pay?.max),
    salaryText: pay ? formatPay(pay) : null,
    payMin: pay?.min ?? null,
    payMax: pay?.max ?? null,
    payInterval: pay && (pay.min !== null || pay.max !== null) ? pay.interval : null,
    payPlan: grade?.payPlan ?? null,
    gradeLow: grade?.low ?? null,
    gradeHigh: grade?.high ?? null,
    keywords: posting.tags.join(' '),
    occupationTitles: occupations.join('; '),
    titleTerms: acronymsOf(posting.title),
    descriptionTerms: acronymsOf(`${posting.description} ${posting.tags.join(' ')}`),
  };
}

export function mergeParsed(parts: readonly ParsedFeed[]): ParsedFeed {
  return {
    postings: parts.flatMap((part) => part.postings),
    problems: parts.flatMap((part) => part.problems),
  };
}

/** A date from a feed, or undefined; date-only values are midnight UTC. */
export function feedDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An amount from a number or a money string ("$24.18", "45,000"); NaN when it is neither. */
export function amountOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[$,\s]/g, ''))
        : NaN;
  return Number.isFinite(number) ? number : NaN;
}

const INTERVAL_WORDS: [RegExp, PayInterval][] = [
  [/^(ph|hour|hourly|per hour|hr)$/i, 'HOUR'],
  [/^(pd|day|daily|per day)$/i, 'DAY'],
  [/^(pw|week|weekly|per week|wk)$/i, 'WEEK'],
  [/^(bw|biweek|biweekly|bi-weekly|every two weeks)$/i, 'BIWEEK'],
  [/^(pm|month|monthly|per month|mo)$/i, 'MONTH'],
  [/^(pa|py|year|yearly|annual|annually|per year|yr)$/i, 'YEAR'],
];

/**
 * The interval of a feed's pay: USAJOBS `RateIntervalCode` (PA, PH, PD, PW, BW, PM), schema.org `unitText`
 * (HOUR, DAY, WEEK, MONTH, YEAR) or a CSV's word; absent means yearly. Undefined for one it cannot read (USAJOBS
 * fee basis, without compensation).
 */
export function payInterval(value: unknown): PayInterval | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return 'YEAR';
  if (typeof value !== 'string') return undefined;
  return INTERVAL_WORDS.find(([pattern]) => pattern.test(value.trim()))?.[1];
}

/** Pay as the posting states it, or null when it names no amount or an interval that is no period of time. */
export function payOf(min: unknown, max: unknown, unit?: unknown): RawPosting['pay'] {
  const interval = payInterval(unit);
  const low = amountOf(min);
  const high = amountOf(max);
  if (!interval || (low === null && high === null)) return null;
  return { min: low, max: high, interval };
}

/** "GS-09/11", "GS-7", "WG 10", a plan with low and high grades → the plan and its numeric range. */
export function gradeOf(payPlan: unknown, low: unknown, high?: unknown): RawPosting['grade'] {
  const plan = typeof payPlan === 'string' ? payPlan.trim().toUpperCase() : '';
  const number = (value: unknown) =>
    typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : NaN;
  const from = number(low);
  const to = high === undefined || high === '' ? from : number(high);
  if (!/^[A-Z]{2}$/.test(plan) || !(from > 0) || !(to > 0)) return null;
  return { payPlan: plan, low: from, high: to };
}

/** A grade written in one field, as USAJOBS shows it: "GS-09/11", "GS-7", "WG-10". */
export function gradeText(value: unknown): RawPosting['grade'] {
  if (typeof value !== 'string') return null;
  const match =
    /^\s*([A-Za-z]{2})[-\s]?(\d{1,2})(?:\s*(?:\/|-|to)\s*(?:[A-Za-z]{2}[-\s]?)?(\d{1,2}))?\s*$/.exec(value);
  return match ? gradeOf(match[1], match[2], match[3] ?? match[2]) : null;
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
