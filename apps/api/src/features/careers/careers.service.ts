import {
  MOS_MESSAGES,
  lumocCodeFor,
  normalizeMosCode,
  summarizeDemand,
  validateMosCodeFormat,
  type Branch,
  type OccupationKind,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { MilitaryCareerMatches } from '../../lib/occupation-catalogue';
import type { CareersRepository } from './careers.repository';
import type { MosIndexHolder } from './mos-index.service';
import { translateMany, type TranslateManyRequest, type TranslationSet } from './mos-translations.service';
import type { MosSuggestion } from './search/mos-suggestion-index';
import { KIND_ORDER, lookupKeysFor, searchBranchesFor } from './occupation-keys';
import { announce, buildCareerPaths, type MosTranslation } from './translation-builder';

/** How many codes of the same field a code without career paths points to. */
export const NEARBY_CODES = 5;

/**
 * A code's occupational field as its leading characters: the Marine Corps' two-digit occupational field (0311 →
 * 03), the Army's career field (92Y → 92), the Air Force's career field (1N0X1 → 1N), the Navy's designator group
 * or rating letters (1110 → 11, HM → HM).
 */
export function fieldPrefixOf(code: string): string {
  return code.slice(0, 2);
}

export interface TranslateRequest {
  code: string;
  branch?: Branch;
  yearsOfService?: number;
  kind?: OccupationKind;
}

interface Dependencies {
  repository: CareersRepository;
  /** This instance's suggestion index, rebuilt by the careers plugin when the catalogue changes. */
  index: Pick<MosIndexHolder, 'current'>;
}

export function createCareersService({ repository, index }: Dependencies) {
  /** The first lookup key that exists wins; within it the requested kind, else enlisted before warrant before officer. */
  async function findOccupation(request: TranslateRequest) {
    const keys = lookupKeysFor(request.code, request.branch);
    const rows = await repository.findOccupations(keys);
    for (const key of keys) {
      const [first] = rows
        .filter((row) => row.branch === key.branch && row.code === key.code)
        .filter((row) => !request.kind || row.kind === request.kind)
        .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
      if (first) return first;
    }
    return undefined;
  }

  async function translate(request: TranslateRequest): Promise<MosTranslation> {
    const code = normalizeMosCode(request.code);
    if (!code)
      throw new AppError('VALIDATION', MOS_MESSAGES.translateRequired, {
        code: MOS_MESSAGES.translateRequired,
      });
    const formatProblem = validateMosCodeFormat(code, request.branch);
    if (formatProblem) throw new AppError('VALIDATION', formatProblem, { code: formatProblem });

    const occupation = await findOccupation(request);
    if (!occupation) throw new AppError('NOT_FOUND', MOS_MESSAGES.translationNotFound);

    const matches = await repository.findMatchedOccupations(occupation.id);
    const codeSteps = await repository.findNextSteps(occupation.id);
    // XWALK writes codes as the VA list does (Navy 111 for the catalogue's 1110), so both forms are tried.
    const federalSeries = await repository.findFederalSeries(occupation, [
      ...new Set([occupation.code, lumocCodeFor(occupation)]),
    ]);
    const careerPaths = buildCareerPaths(matches, request.yearsOfService);
    const demandSummary = summarizeDemand(careerPaths);
    // A code without paths points to the nearest codes of its field that have some.
    const codesOfSameField =
      careerPaths.length > 0
        ? []
        : await repository.findCodesOfField(occupation, fieldPrefixOf(occupation.code), NEARBY_CODES);
    return {
      code: occupation.code,
      branch: occupation.branch,
      title: occupation.title,
      kind: occupation.kind,
      description: occupation.description,
      jobTitles: careerPaths.map((path) => path.title),
      careerPaths,
      demandSummary,
      announcement: announce(careerPaths.length, occupation.code, demandSummary),
      federalSeries: dedupeSeries(federalSeries),
      // Advice a card already gives is not repeated as the code's own.
      codeNextSteps: codeSteps.filter((step) => !careerPaths.some((path) => path.nextSteps.includes(step))),
      codesOfSameField,
    };
  }

  /** For other features (job search): the series and occupations a code leads to, or undefined. */
  async function careerMatches(code: string, branch?: Branch): Promise<MilitaryCareerMatches | undefined> {
    const normalized = normalizeMosCode(code);
    if (!normalized || validateMosCodeFormat(normalized, branch)) return undefined;
    const occupation = await findOccupation({ code: normalized, branch });
    if (!occupation) return undefined;
    const matches = await repository.findMatchedOccupations(occupation.id);
    const federalSeries = await repository.findFederalSeries(occupation, [
      ...new Set([occupation.code, lumocCodeFor(occupation)]),
    ]);
    return {
      code: occupation.code,
      branch: occupation.branch,
      title: occupation.title,
      federalSeries: dedupeSeries(federalSeries),
      occupations: matches.map(({ soc, title }) => ({ soc, title })),
    };
  }

  return {
    careerMatches,
    /** Combobox suggestions; without a branch every service's codes are searched. */
    suggest(request: { query: string; branch?: Branch; limit: number }): MosSuggestion[] {
      if (!request.query.trim()) return [];
      const branches = request.branch ? searchBranchesFor(request.branch) : undefined;
      return index.current.search(request.query, branches, request.limit);
    },
    translate,
    translateMany: (request: TranslateManyRequest): Promise<TranslationSet> =>
      translateMany(translate, request),
  };
}

/** Two XWALK rows may name one series with different titles; the alphabetically first title stands. */
function dedupeSeries(rows: readonly { series: string; title: string }[]) {
  return [...new Map(rows.toReversed().map((row) => [row.series, row])).values()].sort((a, b) =>
    a.series.localeCompare(b.series),
  );
}

export type CareersService = ReturnType<typeof createCareersService>;
