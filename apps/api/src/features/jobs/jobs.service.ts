import {
  JOBS_LIMITS,
  JOBS_MESSAGES,
  canSearch,
  type Branch,
  type JobSearchQuery,
  type JobSearchResult,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { MilitaryCareerMatches, OccupationCatalogue } from '../../lib/occupation-catalogue';
import { boostOf, toJob, whyThisJob } from './job-mapping';
import type { JobsRepository, PostingFilters } from './jobs.repository';
import type { JobPostingRow } from './jobs.schema';

interface Dependencies {
  repository: JobsRepository;
  catalogue: Pick<OccupationCatalogue, 'careerMatches'>;
}

// A military code as people type it: letters and digits, with at least one digit (68W, 0311, 3D0X2, 1110).
const CODE_LIKE = /^(?=.*\d)[0-9a-z]{2,6}$/i;

/** Splits a query into words to search and the first word that is a known military code. */
async function readQuery(
  catalogue: Dependencies['catalogue'],
  query: string,
  branch: Branch | undefined,
): Promise<{ text: string; code: MilitaryCareerMatches | undefined }> {
  const words = query.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    if (!CODE_LIKE.test(word)) continue;
    const code = (await catalogue.careerMatches(word, branch)) ?? (await catalogue.careerMatches(word));
    if (code) return { text: words.filter((_, other) => other !== index).join(' '), code };
  }
  return { text: query, code: undefined };
}

export function filtersOf(query: Omit<JobSearchQuery, 'page' | 'pageSize'>): PostingFilters {
  return {
    text: query.q,
    location: query.location,
    remoteOnly: query.remoteOnly,
    salaryMin: query.salaryMin,
    postedWithinDays: query.postedWithin,
    employmentType: query.employmentType,
    federalOnly: query.federalOnly,
    veteransPreference: query.veteransPreference,
  };
}

export function createJobsService({ repository, catalogue }: Dependencies) {
  /** The signed-in user's code and what it leads to, when their profile names one. */
  async function mosOf(actor: Actor) {
    const profile = await repository.profileOf(actor.id);
    const matches = profile ? await catalogue.careerMatches(profile.mosCode, profile.branch) : undefined;
    return { branch: profile?.branch, matches };
  }

  return {
    async search(actor: Actor, query: JobSearchQuery): Promise<JobSearchResult> {
      if (!canSearch(query))
        throw new AppError('VALIDATION', JOBS_MESSAGES.searchRule, { q: JOBS_MESSAGES.searchRule });
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? JOBS_LIMITS.pageSizeDefault;
      const mine = await mosOf(actor);
      const { text, code } = await readQuery(catalogue, query.q?.trim() ?? '', mine.branch);
      const filters: PostingFilters = {
        ...filtersOf(query),
        text,
        ...(code && { codeMatch: boostOf(code) }),
      };
      const mineBoost = boostOf(mine.matches);
      const codeBoost = boostOf(code);
      const boost =
        mineBoost || codeBoost
          ? {
              series: [...(codeBoost?.series ?? []), ...(mineBoost?.series ?? [])],
              socs: [...(codeBoost?.socs ?? []), ...(mineBoost?.socs ?? [])],
            }
          : undefined;
      const rows = await repository.search(filters, boost, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      // Past the last page the window is empty; the count still tells the client how many there are.
      const total = rows[0]?.total ?? (page > 1 ? await repository.count(filters) : 0);
      const why = (row: JobPostingRow) =>
        (code && whyThisJob(row, code, 'MOS')) ||
        (mine.matches && whyThisJob(row, mine.matches, 'your MOS')) ||
        null;
      return {
        jobs: rows.map((row) => toJob(row, why(row))),
        total,
        page,
        pageSize,
        mosCode: code?.code ?? mine.matches?.code ?? null,
      };
    },

    async getById(actor: Actor, id: string) {
      const row = UUID.test(id) ? await repository.findById(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', JOBS_MESSAGES.jobNotFound);
      const mine = await mosOf(actor);
      return toJob(row, mine.matches ? whyThisJob(row, mine.matches, 'your MOS') : null);
    },
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type JobsService = ReturnType<typeof createJobsService>;
