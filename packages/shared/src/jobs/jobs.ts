import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import { EMPLOYMENT_TYPES, JOB_SOURCES, JOBS_LIMITS, JOBS_MESSAGES, POSTED_WITHIN_DAYS } from './jobs-limits';

export * from './jobs-limits';

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
};

/** GET /api/jobs: unknown parameters are refused by name rather than silently ignored. */
export const jobSearchQuerySchema = z.strictObject({
  ...jobFiltersShape,
  page: wholeNumber(JOBS_MESSAGES.page, 1, JOBS_LIMITS.pageMax).optional(),
  pageSize: wholeNumber(JOBS_MESSAGES.pageSize, 1, JOBS_LIMITS.pageSizeMax).optional(),
});
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
    location: z.string(),
    salaryRange: z.string().nullable().describe('As shown, e.g. "$64,470–$119,690 a year"'),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
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
    whyThisJob: z.string().nullable().describe("Why the user's military code ranked this posting higher"),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobSearchResultSchema = z
  .object({
    jobs: z.array(jobSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The military code the ranking used: the query when it is one, else the signed-in user's. */
    mosCode: z.string().nullable(),
  })
  .meta({ id: 'JobSearchResult' });
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

const note = safeText().max(JOBS_LIMITS.noteMax, { error: JOBS_MESSAGES.noteTooLong });

/** POST /api/saved-jobs. */
export const saveJobSchema = z
  .strictObject({ jobId: z.uuid({ error: JOBS_MESSAGES.jobNotFound }), note: note.optional() })
  .meta({ id: 'SaveJob' });
export type SaveJob = z.output<typeof saveJobSchema>;

/** PATCH /api/saved-jobs/{jobId}. */
export const savedJobNoteSchema = z.strictObject({ note }).meta({ id: 'SavedJobNote' });

export const savedJobSchema = z
  .object({ job: jobSchema, note: z.string(), savedAt: isoDateTime })
  .meta({ id: 'SavedJob' });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobListSchema = z
  .object({ savedJobs: z.array(savedJobSchema) })
  .meta({ id: 'SavedJobList' });

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
  })
  .refine(canSearch, { error: JOBS_MESSAGES.searchRule, path: ['q'] })
  .meta({ id: 'JobAlertSearch' });
export type AlertSearch = z.output<typeof alertSearchSchema>;

export const alertSettingsSchema = z
  .object({
    search: alertSearchSchema.nullable(),
    lastSentAt: isoDateTime.nullable(),
  })
  .meta({ id: 'JobAlertSettings' });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
