import { and, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AlertSearch, EmploymentType } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { veteranProfiles } from '../../db/schema';
import type { FeedPosting } from './feeds/feed-posting';
import { jobAlertSearches, jobPostings, savedJobs, type JobPostingRow } from './jobs.schema';

export interface PostingFilters {
  /** Text for websearch_to_tsquery; blank means no text condition. */
  text?: string;
  location?: string;
  remoteOnly?: boolean;
  salaryMin?: number;
  postedWithinDays?: number;
  employmentType?: EmploymentType;
  federalOnly?: boolean;
  veteransPreference?: boolean;
  /** Postings with these series or SOC codes match too (a query that is a military code). */
  codeMatch?: { series: string[]; socs: string[] };
  /** Postings first seen in (after, until] (alerts). */
  firstSeenAfter?: Date;
  firstSeenUntil?: Date;
}

export interface RankBoost {
  series: string[];
  socs: string[];
}

export type PostingListing = JobPostingRow & { total: number };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
// Series and SOC codes hold digits and dashes only, so a comma-joined parameter carries the list safely.
const textArray = (values: readonly string[]) =>
  values.length > 0 ? sql`string_to_array(${values.join(',')}, ',')` : sql`'{}'::text[]`;

function conditions(filters: PostingFilters): SQL[] {
  const open = [
    isNull(jobPostings.closedAt),
    or(isNull(jobPostings.closesAt), gt(jobPostings.closesAt, sql`now()`)) as SQL,
  ];
  const text = filters.text?.trim();
  const textMatch = text ? sql`${jobPostings.search} @@ websearch_to_tsquery('english', ${text})` : undefined;
  const code = filters.codeMatch;
  const codeMatch = code
    ? sql`(${jobPostings.federalSeries} && ${textArray(code.series)} or ${jobPostings.socCodes} && ${textArray(code.socs)})`
    : undefined;
  const match = textMatch && codeMatch ? sql`(${textMatch} or ${codeMatch})` : (textMatch ?? codeMatch);
  const location = filters.location?.trim();
  return [
    ...open,
    ...(match ? [match] : []),
    ...(location
      ? [
          sql`(${jobPostings.location} ilike ${`%${escapeLike(location)}%`} or ${location} <% ${jobPostings.location})`,
        ]
      : []),
    ...(filters.remoteOnly ? [eq(jobPostings.remote, true)] : []),
    ...(filters.salaryMin !== undefined
      ? [sql`coalesce(${jobPostings.salaryMax}, ${jobPostings.salaryMin}) >= ${filters.salaryMin}`]
      : []),
    ...(filters.postedWithinDays
      ? [sql`${jobPostings.postedAt} >= now() - make_interval(days => ${filters.postedWithinDays})`]
      : []),
    ...(filters.employmentType ? [eq(jobPostings.employmentType, filters.employmentType)] : []),
    ...(filters.federalOnly ? [sql`cardinality(${jobPostings.federalSeries}) > 0`] : []),
    ...(filters.veteransPreference ? [eq(jobPostings.veteransPreference, true)] : []),
    // Marks are JavaScript dates (milliseconds) and first sightings PostgreSQL's (microseconds): compare by the
    // millisecond, so a posting first seen within the mark's millisecond, after it, counts with that mark and once.
    ...(filters.firstSeenAfter
      ? [gte(jobPostings.firstSeenAt, afterMillisecond(filters.firstSeenAfter))]
      : []),
    ...(filters.firstSeenUntil
      ? [lt(jobPostings.firstSeenAt, afterMillisecond(filters.firstSeenUntil))]
      : []),
  ];
}

export function createJobsRepository(db: AppDatabase) {
  return {
    /**
     * One page of open postings: text relevance (title weighs most), plus one point for a posting the user's
     * military code matches, then the newest first. `total` is the count of every match.
     */
    async search(
      filters: PostingFilters,
      boost: RankBoost | undefined,
      page: { limit: number; offset: number },
    ): Promise<PostingListing[]> {
      const text = filters.text?.trim();
      const relevance = text
        ? sql`ts_rank(${jobPostings.search}, websearch_to_tsquery('english', ${text}))`
        : sql`0`;
      const boosted =
        boost && (boost.series.length > 0 || boost.socs.length > 0)
          ? sql`case when ${jobPostings.federalSeries} && ${textArray(boost.series)} or ${jobPostings.socCodes} && ${textArray(boost.socs)} then 1 else 0 end`
          : sql`0`;
      const rows = await db
        .select({ posting: jobPostings, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(jobPostings)
        .where(and(...conditions(filters)))
        .orderBy(desc(sql`${relevance} + ${boosted}`), desc(jobPostings.postedAt), jobPostings.id)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(({ posting, total }) => ({ ...posting, total }));
    },

    async count(filters: PostingFilters): Promise<number> {
      return db.$count(jobPostings, and(...conditions(filters)));
    },

    async findById(id: string): Promise<JobPostingRow | undefined> {
      const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
      return row;
    },

    /** Inserts or updates by (source, external id); the number of postings that were new. */
    async upsertMany(postings: readonly FeedPosting[]): Promise<number> {
      if (postings.length === 0) return 0;
      const values = postings.map((posting) => ({ ...posting, keywords: (posting.tags ?? []).join(' ') }));
      const rows = await db
        .insert(jobPostings)
        .values(values)
        .onConflictDoUpdate({
          target: [jobPostings.source, jobPostings.externalId],
          set: {
            title: sql`excluded.title`,
            company: sql`excluded.company`,
            location: sql`excluded.location`,
            description: sql`excluded.description`,
            applyUrl: sql`excluded.apply_url`,
            salaryMin: sql`excluded.salary_min`,
            salaryMax: sql`excluded.salary_max`,
            salaryText: sql`excluded.salary_text`,
            tags: sql`excluded.tags`,
            keywords: sql`excluded.keywords`,
            remote: sql`excluded.remote`,
            employmentType: sql`excluded.employment_type`,
            federalSeries: sql`excluded.federal_series`,
            socCodes: sql`excluded.soc_codes`,
            veteransPreference: sql`excluded.veterans_preference`,
            postedAt: sql`excluded.posted_at`,
            closesAt: sql`excluded.closes_at`,
            // A posting the feed lists again is open again unless the feed says it closed.
            closedAt: sql`excluded.closed_at`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      return rows.filter((row) => row.inserted).length;
    },

    async countBySource(source: FeedPosting['source']): Promise<number> {
      return db.$count(jobPostings, eq(jobPostings.source, source));
    },

    // Saved jobs.
    async savedCount(userId: string): Promise<number> {
      return db.$count(savedJobs, eq(savedJobs.userId, userId));
    },

    async listSaved(userId: string) {
      return db
        .select({ posting: jobPostings, note: savedJobs.note, savedAt: savedJobs.savedAt })
        .from(savedJobs)
        .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.savedAt));
    },

    async findSaved(userId: string, jobId: string) {
      const [row] = await db
        .select({ posting: jobPostings, note: savedJobs.note, savedAt: savedJobs.savedAt })
        .from(savedJobs)
        .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
      return row;
    },

    /** Saving twice keeps the first save; a note given now replaces the old one. */
    async save(userId: string, jobId: string, note: string | undefined): Promise<void> {
      await db
        .insert(savedJobs)
        .values({ userId, jobId, note: note ?? '' })
        .onConflictDoUpdate({
          target: [savedJobs.userId, savedJobs.jobId],
          set: note === undefined ? { userId } : { note },
        });
    },

    async setNote(userId: string, jobId: string, note: string): Promise<boolean> {
      const rows = await db
        .update(savedJobs)
        .set({ note })
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .returning({ jobId: savedJobs.jobId });
      return rows.length > 0;
    },

    async unsave(userId: string, jobId: string): Promise<boolean> {
      const rows = await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .returning({ jobId: savedJobs.jobId });
      return rows.length > 0;
    },

    async deleteAllSaved(userId: string): Promise<void> {
      await db.delete(savedJobs).where(eq(savedJobs.userId, userId));
    },

    // Alert searches.
    async findAlertSearch(userId: string) {
      const [row] = await db.select().from(jobAlertSearches).where(eq(jobAlertSearches.userId, userId));
      return row;
    },

    /** A changed search starts from now: the next alert lists postings first seen after the change. */
    async putAlertSearch(userId: string, search: AlertSearch) {
      const [row] = await db
        .insert(jobAlertSearches)
        .values({ userId, search })
        .onConflictDoUpdate({
          target: jobAlertSearches.userId,
          set: { search, sinceAt: sql`now()`, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },

    async deleteAlertSearch(userId: string): Promise<void> {
      await db.delete(jobAlertSearches).where(eq(jobAlertSearches.userId, userId));
    },

    /** Users whose profile asks for alerts at this frequency and who saved a search. */
    alertSubscribers(frequency: string) {
      return db
        .select({
          userId: jobAlertSearches.userId,
          search: jobAlertSearches.search,
          sinceAt: jobAlertSearches.sinceAt,
          mosCode: veteranProfiles.mosCode,
          branch: veteranProfiles.branch,
        })
        .from(jobAlertSearches)
        .innerJoin(veteranProfiles, eq(veteranProfiles.userId, jobAlertSearches.userId))
        .where(eq(veteranProfiles.jobAlertFrequency, frequency as 'WEEKLY'));
    },

    /** Moves the user's alert mark forward, only if nobody moved it since `since` (a retried run sends once). */
    async advanceAlert(userId: string, since: Date, to: Date): Promise<boolean> {
      const rows = await db
        .update(jobAlertSearches)
        .set({ sinceAt: to, lastSentAt: sql`now()` })
        .where(
          and(
            eq(jobAlertSearches.userId, userId),
            // JavaScript dates hold milliseconds; the column may hold microseconds.
            sql`date_trunc('milliseconds', ${jobAlertSearches.sinceAt}) = ${since.toISOString()}::timestamptz`,
          ),
        )
        .returning({ userId: jobAlertSearches.userId });
      return rows.length > 0;
    },

    /** The signed-in user's MOS and branch, for ranking. */
    async profileOf(userId: string) {
      const [row] = await db
        .select({ mosCode: veteranProfiles.mosCode, branch: veteranProfiles.branch })
        .from(veteranProfiles)
        .where(eq(veteranProfiles.userId, userId));
      return row;
    },

    async savedJobIds(userId: string, jobIds: readonly string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, [...jobIds])));
      return new Set(rows.map((row) => row.jobId));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** The start of the millisecond after `mark`'s: (after, until] by the millisecond is [after + 1 ms, until + 1 ms). */
function afterMillisecond(mark: Date): Date {
  return new Date(mark.getTime() + 1);
}
