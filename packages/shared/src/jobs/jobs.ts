import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import { PAY_INTERVALS } from './job-pay';
import {
  EMPLOYMENT_TYPES,
  JOB_SOURCES,
  JOBS_LIMITS,
  JOBS_MESSAGES,
  POSTED_WITHIN_DAYS,
  SAVED_JOB_STATUSES,
} from './jobs-limits';

export * from './jobs-limits';
export * from './job-pay';

/** A query-string switch: "true"/"1" on, "false"/"0"/absent off. */
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((value) => value === 'true' || value === '1')
  .optional();

const wholeNumber = (message: string, min: number, max: number, maxMessage = message) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: maxMessage });

/** The filters a search and a saved alert search share. */
export const jobFiltersShape = {
  q: safeLine().max(JOBS_LIMITS.queryMax, { error: JOBS_MESSAGES.queryTooLong }).optional(),
  location: safeLine().max(JOBS_LIMITS.locationMax, { error: JOBS_MESSAGES.locationTooLong }).optional(),
  remoteOnly: flag,
  salaryMin: wholeNumber(
    JOBS_MESSAGES.salaryMin,
    0,
    JOBS_LIMITS.salaryMax,
    JOBS_MESSAGES.salaryTooHigh,
  ).optional(),
  postedWithin: z.coerce
    .number({ error: JOBS_MESSAGES.postedWithin })
    .refine((value) => (POSTED_WITHIN_DAYS as readonly number[]).includes(value), {
      error: JOBS_MESSAGES.postedWithin,
    })
    .optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: JOBS_MESSAGES.employmentType }).optional(),
  federalOnly: flag,
  veteransPreference: flag,
  /** General Schedule grade range: postings whose GS (or GL) grades overlap it. */
  gradeMin: wholeNumber(JOBS_MESSAGES.gradeMin, JOBS_LIMITS.gradeMin, JOBS_LIMITS.gradeMax).optional(),
  gradeMax: wholeNumber(JOBS_MESSAGES.gradeMax, JOBS_LIMITS.gradeMin, JOBS_LIMITS.gradeMax).optional(),
};

const gradesInOrder = (search: { gradeMin?: number; gradeMax?: number }) =>
  search.gradeMin === undefined || search.gradeMax === undefined || search.gradeMin <= search.gradeMax;

/** GET /api/jobs: unknown parameters are refused by name rather than silently ignored. */
export const jobSearchQuerySchema = z
  .strictObject({
    ...jobFiltersShape,
    page: wholeNumber(JOBS_MESSAGES.page, 1, JOBS_LIMITS.pageMax).optional(),
    pageSize: wholeNumber(JOBS_MESSAGES.pageSize, 1, JOBS_LIMITS.pageSizeMax).optional(),
  })
  .refine(gradesInOrder, { error: JOBS_MESSAGES.gradeOrder, path: ['gradeMin'] });
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
export type JobSearchInput = z.input<typeof jobSearchQuerySchema>;

/** The spec's rule for the Search button: a non-blank query or location, or remote-only on. */
export function canSearch(search: { q?: string; location?: string; remoteOnly?: boolean }): boolean {
  return Boolean(search.q?.trim() || search.location?.trim() || search.remoteOnly);
}

const isoDateTime = z.iso.datetime({ offset: true });

/** The spec's Job (id, title, company, location, salaryRange, tags, source, description, applyUrl) and more. */
export const jobSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    company: z.string(),
    location: z.string().describe('The first place and how many more: "Quantico, VA and 1 more"'),
    locations: z.array(z.string()).describe('Every place the posting names, e.g. "Camp Lejeune, NC"'),
    salaryRange: z
      .string()
      .nullable()
      .describe('As posted, with the yearly amount: "$24.18–$31.43 an hour, about $50,294–$65,374 a year"'),
    salaryMin: z.number().int().nullable().describe('Yearly, in whole dollars'),
    salaryMax: z.number().int().nullable().describe('Yearly, in whole dollars'),
    pay: z
      .object({ min: z.number().nullable(), max: z.number().nullable(), interval: z.enum(PAY_INTERVALS) })
      .nullable()
      .describe('The amounts as posted, per interval (hourly pay stays hourly)'),
    grade: z
      .object({ payPlan: z.string(), low: z.number().int(), high: z.number().int() })
      .nullable()
      .describe('Federal pay plan and grade range, e.g. GS 9 to 11'),
    tags: z.array(z.string()),
    source: z.enum(JOB_SOURCES),
    description: z.string(),
    applyUrl: z.url(),
    postedAt: isoDateTime,
    closesAt: isoDateTime.nullable(),
    remote: z.boolean(),
    employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
    federalSeries: z.array(z.string()).describe('OPM occupational series, e.g. "0640"'),
    socCodes: z.array(z.string()).describe('O*NET-SOC codes, e.g. "29-2042"'),
    veteransPreference: z.boolean(),
    sample: z.boolean().describe('A sample posting shipped with Waypoint, not a real opening'),
    closed: z.boolean().describe('The posting closed or left its feed (saved jobs keep it)'),
    whyThisJob: z
      .string()
      .nullable()
      .describe("Why the user's military code or preferences ranked this posting higher"),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

/** A civilian occupation (SOC 2018) as job search names it. */
export const jobOccupationSchema = z
  .object({
    soc: z.string().describe('SOC 2018 code, e.g. 13-1081'),
    title: z.string().describe('e.g. Logisticians'),
  })
  .meta({ id: 'JobOccupation' });
export type JobOccupation = z.infer<typeof jobOccupationSchema>;

/** GET /api/jobs/{id}: the posting, and the civilian occupations it maps to that a veteran can make a target. */
export const jobDetailSchema = jobSchema
  .extend({
    occupations: z
      .array(jobOccupationSchema)
      .describe(
        "The career catalogue's civilian occupations among the posting's SOC codes (empty when the feed gave none, as USAJOBS postings give only federal series): each can be chosen as a target career",
      ),
  })
  .meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobSearchResultSchema = z
  .object({
    jobs: z.array(jobSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The military code the ranking used: the query when it is one, else the signed-in user's. */
    mosCode: z.string().nullable(),
    /** No posting has every word asked: these postings have some of them. */
    partial: z.boolean(),
    forTargets: z
      .array(jobOccupationSchema)
      .nullable()
      .describe(
        'The target careers this search is for: opened with no keyword, location or remote-only, a veteran with target careers gets jobs for them; null for a search of their own',
      ),
  })
  .meta({ id: 'JobSearchResult' });
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

const note = safeText().max(JOBS_LIMITS.noteMax, { error: JOBS_MESSAGES.noteTooLong });

/** POST /api/saved-jobs. */
export const saveJobSchema = z
  .strictObject({ jobId: z.uuid({ error: JOBS_MESSAGES.jobNotFound }), note: note.optional() })
  .meta({ id: 'SaveJob' });
export type SaveJob = z.output<typeof saveJobSchema>;

/** The note form of a saved job. */
export const savedJobNoteSchema = z.strictObject({ note }).meta({ id: 'SavedJobNote' });

const savedJobStatus = z.enum(SAVED_JOB_STATUSES, { error: JOBS_MESSAGES.savedStatus });

/** PATCH /api/saved-jobs/{jobId}: the note, the status, or both. */
export const savedJobUpdateSchema = z
  .strictObject({ note: note.optional(), status: savedJobStatus.optional() })
  .refine((change) => change.note !== undefined || change.status !== undefined, {
    error: JOBS_MESSAGES.savedChangeMissing,
  })
  .meta({ id: 'SavedJobUpdate' });
export type SavedJobUpdate = z.output<typeof savedJobUpdateSchema>;

export const savedJobSchema = z
  .object({ job: jobSchema, note: z.string(), status: savedJobStatus, savedAt: isoDateTime })
  .meta({ id: 'SavedJob' });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobListSchema = z
  .object({ savedJobs: z.array(savedJobSchema) })
  .meta({ id: 'SavedJobList' });

const alertGrade = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(JOBS_LIMITS.gradeMin, { error: message })
    .max(JOBS_LIMITS.gradeMax, { error: message })
    .optional();

/** PUT /api/job-alerts/search: the search job alerts run, at the profile's alert frequency. */
export const alertSearchSchema = z
  .strictObject({
    q: jobFiltersShape.q,
    location: jobFiltersShape.location,
    remoteOnly: z.boolean().optional(),
    salaryMin: z
      .number({ error: JOBS_MESSAGES.salaryMin })
      .int({ error: JOBS_MESSAGES.salaryMin })
      .min(0, { error: JOBS_MESSAGES.salaryMin })
      .max(JOBS_LIMITS.salaryMax, { error: JOBS_MESSAGES.salaryTooHigh })
      .optional(),
    employmentType: jobFiltersShape.employmentType,
    federalOnly: z.boolean().optional(),
    veteransPreference: z.boolean().optional(),
    gradeMin: alertGrade(JOBS_MESSAGES.gradeMin),
    gradeMax: alertGrade(JOBS_MESSAGES.gradeMax),
  })
  .refine(canSearch, { error: JOBS_MESSAGES.searchRule, path: ['q'] })
  .refine(gradesInOrder, { error: JOBS_MESSAGES.gradeOrder, path: ['gradeMin'] })
  .meta({ id: 'JobAlertSearch' });
export type AlertSearch = z.output<typeof alertSearchSchema>;

export const alertSettingsSchema = z
  .object({
    search: alertSearchSchema.nullable(),
    lastSentAt: isoDateTime.nullable(),
  })
  .meta({ id: 'JobAlertSettings' });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
