import {
  MOS_MESSAGES,
  lumocCodeFor,
  normalizeMosCode,
  summarizeDemand,
  validateMosCodeFormat,
  type Branch,
  type OccupationKind,
} from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import * as repository from './careers.repository';
import type { MosSuggestion, MosSuggestionIndex } from './search/mos-suggestion-index';
import { KIND_ORDER, lookupKeysFor, searchBranchesFor } from './occupation-keys';
import { announce, buildCareerPaths, type MosTranslation } from './translation-builder';

export interface TranslateRequest {
  code: string;
  branch?: Branch;
  yearsOfService?: number;
  kind?: OccupationKind;
}

/** Combobox suggestions; without a branch every service's codes are searched. */
export function suggestOccupations(
  index: MosSuggestionIndex,
  request: { query: string; branch?: Branch; limit: number },
): MosSuggestion[] {
  if (!request.query.trim()) return [];
  const branches = request.branch ? searchBranchesFor(request.branch) : undefined;
  return index.search(request.query, branches, request.limit);
}

export async function translateCode(db: AppDatabase, request: TranslateRequest): Promise<MosTranslation> {
  const code = normalizeMosCode(request.code);
  if (!code)
    throw new AppError('VALIDATION', MOS_MESSAGES.translateRequired, {
      code: MOS_MESSAGES.translateRequired,
    });
  const formatProblem = validateMosCodeFormat(code, request.branch);
  if (formatProblem) throw new AppError('VALIDATION', formatProblem, { code: formatProblem });

  const occupation = await findOccupation(db, request);
  if (!occupation) throw new AppError('NOT_FOUND', MOS_MESSAGES.translationNotFound);

  const matches = await repository.findMatchedOccupations(db, occupation.id);
  const codeSteps = await repository.findNextSteps(db, occupation.id);
  // XWALK writes codes as the VA list does (Navy 111 for the catalogue's 1110), so both forms are tried.
  const federalSeries = await repository.findFederalSeries(db, occupation, [
    ...new Set([occupation.code, lumocCodeFor(occupation)]),
  ]);
  const careerPaths = buildCareerPaths(matches, codeSteps, request.yearsOfService);
  const demandSummary = summarizeDemand(careerPaths);
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
  };
}

/** The first lookup key that exists wins; within it the requested kind, else enlisted before warrant before officer. */
async function findOccupation(db: AppDatabase, request: TranslateRequest) {
  const keys = lookupKeysFor(request.code, request.branch);
  const rows = await repository.findOccupations(db, keys);
  for (const key of keys) {
    const [first] = rows
      .filter((row) => row.branch === key.branch && row.code === key.code)
      .filter((row) => !request.kind || row.kind === request.kind)
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    if (first) return first;
  }
  return undefined;
}

/** Two XWALK rows may name one series with different titles; the alphabetically first title stands. */
function dedupeSeries(rows: readonly { series: string; title: string }[]) {
  return [...new Map(rows.toReversed().map((row) => [row.series, row])).values()].sort((a, b) =>
    a.series.localeCompare(b.series),
  );
}
