import {
  JOBS_LIMITS,
  JOBS_MESSAGES,
  canSearch,
  type Branch,
  type JobDetail,
  type JobSearchQuery,
  type JobSearchResult,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { MilitaryCareerMatches, OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { VeteranRecords } from '../../lib/veteran-records';
import { boostOf, reasonLine, targetReason, toJob, whyThisJob, type Profile } from './job-mapping';
import type { JobsRepository } from './jobs.repository';
import type { PostingListing } from './postings.repository';
import type { PostingFilters } from './search/search-candidates';
import { interestMatchOf } from './search/career-interests';
import { parseQuery, synonymTermsIn, type SearchQuery } from './search/query-parser';
import { targetQuery } from './search/target-query';

interface Dependencies {
  repository: JobsRepository;
  catalogue: Pick<OccupationCatalogue, 'careerMatches' | 'civilianOccupation'>;
  /**
   * The veteran's target careers (`app.careerTargets`): job search opened with nothing typed searches for them,
   * and "Why this job?" names the target a posting is coded as.
   */
  targets: CareerTargetsReader;
  /** The user's MOS, branch, interests and preferred place, from the profiles feature (`app.veteranRecords`). */
  profiles: Pick<VeteranRecords, 'findForUser'>;
  /** The app's clock (`app.clock.now`): whether a posting's closing date has passed. */
  now: () => Date;
}

const SERIES_NUMBER = /^\d{4}$/;

/**
 * Looks up the words typed that may be military codes: a known code's group is answered by the postings of its
 * federal series and civilian occupations, and by the work its title names in the synonym list (68W, Combat Medic
 * Specialist: medic, EMT, paramedic). A four-digit number the catalogue does not know as a code is a federal
 * series ("2210").
 */
async function resolveCodes(
  catalogue: Dependencies['catalogue'],
  query: SearchQuery,
  branch: Branch | undefined,
): Promise<MilitaryCareerMatches | undefined> {
  let first: MilitaryCareerMatches | undefined;
  for (const group of query.groups)
    for (const code of group.codes) {
      const matches = (await catalogue.careerMatches(code, branch)) ?? (await catalogue.careerMatches(code));
      if (matches) {
        first ??= matches;
        const occupations = boostOf(matches)!;
        group.occupations = {
          series: [...(group.occupations?.series ?? []), ...occupations.series],
          socs: [...(group.occupations?.socs ?? []), ...occupations.socs],
        };
        group.terms.push(...synonymTermsIn(matches.title));
      } else if (SERIES_NUMBER.test(code)) {
        group.occupations = { series: [...(group.occupations?.series ?? []), code], socs: [] };
      }
    }
  return first;
}

/** The filters of a search or an alert; the query's words must all match unless the search says otherwise. */
export function filtersOf(query: Omit<JobSearchQuery, 'page' | 'pageSize'>): PostingFilters {
  return {
    query: query.q?.trim() ? parseQuery(query.q) : undefined,
    match: 'all',
    location: query.location,
    remoteOnly: query.remoteOnly,
    salaryMin: query.salaryMin,
    postedWithinDays: query.postedWithin,
    employmentType: query.employmentType,
    federalOnly: query.federalOnly,
    veteransPreference: query.veteransPreference,
    gradeMin: query.gradeMin,
    gradeMax: query.gradeMax,
  };
}

export function createJobsService({ repository, catalogue, targets, profiles, now }: Dependencies) {
  /** The signed-in user's code and what it leads to, interests and preferred place, when they have a profile. */
  async function profileOf(actor: Actor): Promise<Profile> {
    // The targets are the veteran's own choice, read with or without a profile.
    const [profile, chosen] = await Promise.all([profiles.findForUser(actor.id), targets.forUser(actor.id)]);
    const mine: Profile = { targets: chosen.targets };
    if (!profile) return mine;
    return {
      ...mine,
      branch: profile.branch,
      matches: await catalogue.careerMatches(profile.mosCode, profile.branch),
      interests: profile.careerInterests,
      place: profile.preferredLocation.trim() || undefined,
    };
  }

  return {
    async search(actor: Actor, query: JobSearchQuery): Promise<JobSearchResult> {
      const mine = await profileOf(actor);
      // Opened with nothing asked, search is for the veteran's target careers; without any, something must be asked.
      const forTargets = !canSearch(query) && mine.targets?.length ? mine.targets : undefined;
      if (!canSearch(query) && !forTargets)
        throw new AppError('VALIDATION', JOBS_MESSAGES.searchRule, { q: JOBS_MESSAGES.searchRule });
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? JOBS_LIMITS.pageSizeDefault;
      const filters: PostingFilters = {
        ...filtersOf(query),
        ...(forTargets ? { query: targetQuery(forTargets) } : {}),
        match: 'any',
      };
      const code = filters.query ? await resolveCodes(catalogue, filters.query, mine.branch) : undefined;
      const interests = interestMatchOf(mine.interests ?? []);
      const mos = mine.matches && { ...boostOf(mine.matches)!, terms: synonymTermsIn(mine.matches.title) };
      const rows = await repository.search(
        filters,
        { mos, interests, place: mine.place },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      // Past the last page the window is empty; the count still tells the client how many there are.
      const total = rows[0]?.total ?? (page > 1 ? await repository.count(filters) : 0);
      const at = now();
      return {
        jobs: rows.map((row) => toJob(row, at, reasonFor(row, mine, code))),
        total,
        page,
        pageSize,
        mosCode: code?.code ?? mine.matches?.code ?? null,
        partial: rows[0]?.partial ?? false,
        forTargets: forTargets?.map(({ soc, title }) => ({ soc, title })) ?? null,
      };
    },

    /** One posting, with the catalogue's occupations among its SOC codes: each one a target career to choose. */
    async getById(actor: Actor, id: string): Promise<JobDetail> {
      const row = UUID.test(id) ? await repository.findById(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', JOBS_MESSAGES.jobNotFound);
      const [mine, occupations] = await Promise.all([
        profileOf(actor),
        Promise.all(row.socCodes.map((soc) => catalogue.civilianOccupation(soc))),
      ]);
      return {
        ...toJob(row, now(), whyThisJob(row, mine)),
        occupations: occupations.flatMap((occupation) =>
          occupation ? [{ soc: occupation.soc, title: occupation.title }] : [],
        ),
      };
    },
  };
}

/** "Why this job?": the code typed, else the user's own code, interests and place, as far as the posting meets them. */
function reasonFor(
  row: PostingListing,
  mine: Profile,
  code: MilitaryCareerMatches | undefined,
): string | null {
  const typed = code && whyThisJob(row, { matches: code }, 'MOS');
  return typed
    ? reasonLine([targetReason(row, mine.targets), typed.charAt(0).toLowerCase() + typed.slice(1)])
    : whyThisJob(row, mine, 'your MOS', row.boostedBy.place);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type JobsService = ReturnType<typeof createJobsService>;
