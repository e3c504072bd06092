import { and, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EmploymentType } from '@waypoint/shared';
import { jobPostings } from '../jobs.schema';
import type { InterestMatch } from './career-interests';
import { readLocationFilter, type LocationFilter } from './places';
import type { QueryTerm, SearchQuery } from './query-parser';
import { compileQuery, exactQuery, placeMatch, textArray } from './search-sql';

/*
 * The SQL of a ranked search: the filters as conditions, the veteran's boosts, and the postings that can reach the
 * page with their tier, boost and relevance (decision 040). The repository runs it.
 */
export interface PostingFilters {
  /** The parsed query; none means no text condition. */
  query?: SearchQuery;
  /**
   * `all`: a posting must answer every group of the query (alerts, counts); `any`: one group is enough, and the
   * tiers put full matches first (search).
   */
  match?: 'all' | 'any';
  location?: string;
  remoteOnly?: boolean;
  salaryMin?: number;
  postedWithinDays?: number;
  employmentType?: EmploymentType;
  federalOnly?: boolean;
  veteransPreference?: boolean;
  /** General Schedule grades: postings whose GS or GL range overlaps [gradeMin, gradeMax]. */
  gradeMin?: number;
  gradeMax?: number;
  /** Postings first seen in (after, until] (alerts). */
  firstSeenAfter?: Date;
  firstSeenUntil?: Date;
}

/** What re-ranks postings of one tier: the user's military code, career interests and preferred place. */
export interface RankBoost {
  /** The code's series and civilian occupations, and the terms its title stands for ("medic" for 68W). */
  mos?: { series: string[]; socs: string[]; terms?: QueryTerm[] };
  interests?: InterestMatch;
  place?: string;
}

/** The conditions of a search, its text answered by `match` (every group, or some). */
export function conditions(filters: PostingFilters, match: SQL | undefined): SQL[] {
  const open = [
    isNull(jobPostings.closedAt),
    or(isNull(jobPostings.closesAt), gt(jobPostings.closesAt, sql`now()`)) as SQL,
  ];
  const place = filters.location ? readLocationFilter(filters.location) : undefined;
  const grades = filters.gradeMin !== undefined || filters.gradeMax !== undefined;
  return [
    ...open,
    ...(match ? [match] : []),
    ...(place ? [placeMatch(place)] : []),
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
    ...(grades
      ? [
          sql`${jobPostings.payPlan} in ('GS', 'GL') and ${jobPostings.gradeHigh} >= ${filters.gradeMin ?? 1} and ${jobPostings.gradeLow} <= ${filters.gradeMax ?? 15}`,
        ]
      : []),
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

// Prefixes hold digits and dashes only (career-interests.ts), so they form a regular expression as they are.
const startsWithAny = (codes: SQL, prefixes: readonly string[]) =>
  prefixes.length > 0 ? sql`array_to_string(${codes}, ',') ~ ${`(^|,)(${prefixes.join('|')})`}` : sql`false`;

/** The boosts as SQL conditions; false where the user has none. */
function boostConditions(boost: RankBoost | undefined): { mos: SQL; interest: SQL; place: SQL } {
  const mos = boost?.mos;
  const interests = boost?.interests;
  const place: LocationFilter | undefined = boost?.place ? readLocationFilter(boost.place) : undefined;
  return {
    mos:
      mos && (mos.series.length > 0 || mos.socs.length > 0 || (mos.terms?.length ?? 0) > 0)
        ? sql`(${jobPostings.federalSeries} && ${textArray(mos.series)} or ${jobPostings.socCodes} && ${textArray(mos.socs)}${
            mos.terms?.length ? sql` or ${jobPostings.titleSearch} @@ ${exactQuery(mos.terms)}` : sql``
          })`
        : sql`false`,
    interest: interests
      ? sql`(${startsWithAny(sql`${jobPostings.socCodes}`, interests.socPrefixes)} or ${startsWithAny(sql`${jobPostings.federalSeries}`, interests.seriesPrefixes)})`
      : sql`false`,
    // Only a place Waypoint can read: a state, a city in a state, or a name; remote work is no place.
    place: place && place.kind !== 'remote' ? placeMatch(place) : sql`false`,
  };
}

export interface ListedRow {
  id: string;
  mos: boolean;
  interest: boolean;
  place: boolean;
  partial: boolean;
  total: string | number;
}

/**
 * The postings a search lists, as common tables: `matched`, every posting listed (the full matches, or when there
 * is none and the search allows it, the partial ones) with its tier and boost; `shown`, those that can reach the
 * page, with their relevance. Relevance, the dearest to compute, is computed only for postings whose tier and
 * boost reach those of the page's last one, each looked up by its key.
 */
export function candidatesOf(filters: PostingFilters, boost: RankBoost | undefined, lastOnPage: number): SQL {
  const compiled = compileQuery(filters.query);
  const boosts = boostConditions(boost);
  const scored = (partial: boolean) => sql`
    select ${jobPostings.id} as id, ${sql.raw(String(partial))} as partial, ${jobPostings.postedAt} as posted_at,
      ${compiled.tier} as tier,
      (case when ${boosts.mos} then 2 else 0 end + case when ${boosts.interest} then 1 else 0 end
        + case when ${boosts.place} then 1 else 0 end) as boost,
      ${boosts.mos} as mos, ${boosts.interest} as interest, ${boosts.place} as place
    from ${jobPostings}`;
  const partial =
    filters.match === 'any' && compiled.anyMatch !== compiled.allMatch
      ? sql`
        union all
        ${scored(true)}
        where ${and(...conditions(filters, compiled.anyMatch))} and not exists (select 1 from full_matches)`
      : sql``;
  return sql`
    with full_matches as (
      ${scored(false)} where ${and(...conditions(filters, compiled.allMatch))}
    ), matched as (
      select * from full_matches${partial}
    ), last_on_page as (
      select tier, boost from matched order by tier desc, boost desc offset ${lastOnPage} limit 1
    ), shown as (
      ${
        compiled.rank
          ? sql`select matched.*, relevance.rank
            from matched cross join lateral (
              -- limit 1 keeps the lookup by key: the planner would otherwise join by scanning every posting.
              select ${compiled.rank} as rank from ${jobPostings} where ${jobPostings.id} = matched.id limit 1
            ) relevance`
          : sql`select matched.*, 0::real as rank from matched`
      }
      where not exists (select 1 from last_on_page)
        or (matched.tier, matched.boost) >= (select tier, boost from last_on_page)
    )`;
}

/** The start of the millisecond after `mark`'s: (after, until] by the millisecond is [after + 1 ms, until + 1 ms). */
function afterMillisecond(mark: Date): Date {
  return new Date(mark.getTime() + 1);
}
