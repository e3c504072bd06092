import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import type { FeedPosting } from './feeds/feed-posting';
import { jobPostings, type JobPostingRow } from './jobs.schema';
import {
  candidatesOf,
  type ListedRow,
  type PostingFilters,
  type RankBoost,
} from './search/search-candidates';

export type PostingListing = JobPostingRow & {
  total: number;
  /** No posting answered every group of the query: these answer some. */
  partial: boolean;
  /** Which of the boosts the posting met, for "Why this job?". */
  boostedBy: { mos: boolean; interest: boolean; place: boolean };
};

/** Job postings: the ranked search over them, and the feeds' imports that add, update and close them. */
export function createPostingsRepository(db: AppDatabase) {
  return {
    /**
     * One page of open postings, best first: the tier of the text match (what was typed first), then, among
     * postings of one tier, the user's military code (2), career interests (1) and preferred place (1), then text
     * relevance, then the newest. With `match: 'any'`, postings answering only some of the query's groups are
     * listed only when none answers them all (`partial`). `total` counts every posting listed so.
     */
    async search(
      filters: PostingFilters,
      boost: RankBoost | undefined,
      page: { limit: number; offset: number },
    ): Promise<PostingListing[]> {
      const result = (await db.execute(sql`
        ${candidatesOf(filters, boost, page.offset + page.limit - 1)}
        select id, mos, interest, place, partial, (select count(*) from matched) as total
        from shown
        order by tier desc, boost desc, rank desc, posted_at desc, id
        limit ${page.limit} offset ${page.offset}
      `)) as unknown as { rows: ListedRow[] };
      const listed = result.rows;
      if (listed.length === 0) return [];
      const postings = new Map(
        (
          await db
            .select()
            .from(jobPostings)
            .where(
              inArray(
                jobPostings.id,
                listed.map((row) => row.id),
              ),
            )
        ).map((row) => [row.id, row]),
      );
      return listed.flatMap((row) => {
        const posting = postings.get(row.id);
        return posting
          ? [
              {
                ...posting,
                total: Number(row.total),
                partial: Boolean(row.partial),
                boostedBy: {
                  mos: Boolean(row.mos),
                  interest: Boolean(row.interest),
                  place: Boolean(row.place),
                },
              },
            ]
          : [];
      });
    },

    /** How many postings the search lists (past its last page, where no row carries the count). */
    async count(filters: PostingFilters): Promise<number> {
      const result = (await db.execute(sql`
        ${candidatesOf(filters, undefined, 0)}
        select count(*) as total from matched
      `)) as unknown as { rows: { total: string | number }[] };
      return Number(result.rows[0]?.total ?? 0);
    },

    async findById(id: string): Promise<JobPostingRow | undefined> {
      const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
      return row;
    },

    /**
     * Inserts or updates by (source, external id), marking each as listed by `feed` at `seenAt`; the number of
     * postings that were new.
     */
    async upsertMany(postings: readonly FeedPosting[], feed: string, seenAt: Date): Promise<number> {
      if (postings.length === 0) return 0;
      const values = postings.map((posting) => ({ ...posting, feed, lastSeenAt: seenAt }));
      const rows = await db
        .insert(jobPostings)
        .values(values)
        .onConflictDoUpdate({
          target: [jobPostings.source, jobPostings.externalId],
          set: {
            title: sql`excluded.title`,
            company: sql`excluded.company`,
            location: sql`excluded.location`,
            locations: sql`excluded.locations`,
            states: sql`excluded.states`,
            placeText: sql`excluded.place_text`,
            description: sql`excluded.description`,
            applyUrl: sql`excluded.apply_url`,
            salaryMin: sql`excluded.salary_min`,
            salaryMax: sql`excluded.salary_max`,
            salaryText: sql`excluded.salary_text`,
            payMin: sql`excluded.pay_min`,
            payMax: sql`excluded.pay_max`,
            payInterval: sql`excluded.pay_interval`,
            payPlan: sql`excluded.pay_plan`,
            gradeLow: sql`excluded.grade_low`,
            gradeHigh: sql`excluded.grade_high`,
            tags: sql`excluded.tags`,
            keywords: sql`excluded.keywords`,
            occupationTitles: sql`excluded.occupation_titles`,
            titleTerms: sql`excluded.title_terms`,
            descriptionTerms: sql`excluded.description_terms`,
            remote: sql`excluded.remote`,
            employmentType: sql`excluded.employment_type`,
            federalSeries: sql`excluded.federal_series`,
            socCodes: sql`excluded.soc_codes`,
            veteransPreference: sql`excluded.veterans_preference`,
            postedAt: sql`excluded.posted_at`,
            closesAt: sql`excluded.closes_at`,
            // A posting the feed lists again is open again unless the feed says it closed.
            closedAt: sql`excluded.closed_at`,
            feed: sql`excluded.feed`,
            lastSeenAt: sql`excluded.last_seen_at`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      return rows.filter((row) => row.inserted).length;
    },

    /**
     * Closes the open postings of `feed` that its import at `seenAt` no longer listed: they left the feed. They
     * stay stored (saved jobs keep them, marked closed) but leave search. The number closed.
     */
    async closeUnlisted(feed: string, seenAt: Date): Promise<number> {
      const rows = await db
        .update(jobPostings)
        .set({ closedAt: seenAt, updatedAt: sql`now()` })
        .where(
          and(eq(jobPostings.feed, feed), lt(jobPostings.lastSeenAt, seenAt), isNull(jobPostings.closedAt)),
        )
        .returning({ id: jobPostings.id });
      return rows.length;
    },

    /** Whether every stored posting of `source` came from `feed` (sample postings stored before feeds were named do not). */
    async allFromFeed(source: FeedPosting['source'], feed: string): Promise<boolean> {
      const others = await db.$count(
        jobPostings,
        and(eq(jobPostings.source, source), sql`${jobPostings.feed} <> ${feed}`),
      );
      return others === 0;
    },

    async countBySource(source: FeedPosting['source']): Promise<number> {
      return db.$count(jobPostings, eq(jobPostings.source, source));
    },
  };
}
