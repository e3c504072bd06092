import {
  CURATED_MATCH_BASIS,
  DEMAND_BASIS_LABELS,
  MATCH_TYPES,
  MAX_CAREER_PATHS,
  formatWageRange,
  matchTypeFor,
  summarizeDemand,
  wageReleaseLabel,
  type MatchType,
  type CareerPath,
  type CatalogueBranch,
  type Demand,
  type DemandBasis,
  type OccupationKind,
} from '@waypoint/shared';

export interface MatchedOccupation {
  soc: string;
  title: string;
  summary: string;
  salaryLow: number | null;
  salaryHigh: number | null;
  salaryLowMarker: '#' | '*' | null;
  salaryHighMarker: '#' | '*' | null;
  /** The wage release id (catalogue/sources.md). */
  salarySource: string;
  demand: Demand;
  demandBasis: DemandBasis;
  nextSteps: string[];
  strength: number;
  basis: string | null;
}

export interface FederalSeries {
  series: string;
  title: string;
}

export interface MosTranslation {
  code: string;
  branch: CatalogueBranch;
  title: string;
  kind: OccupationKind;
  description: string;
  jobTitles: string[];
  careerPaths: CareerPath[];
  demandSummary: string;
  announcement: string;
  federalSeries: FederalSeries[];
  /** The code's own advice, whatever path a veteran takes; never put on one occupation's card. */
  codeNextSteps: string[];
  /** For a code without career paths: codes of the same service, category and field that have some. */
  codesOfSameField: { code: string; title: string; careerPathCount: number }[];
}

export type MergedTranslation = Pick<
  MosTranslation,
  'jobTitles' | 'careerPaths' | 'demandSummary' | 'announcement'
>;

/** Around eight years most enlisted members have led a squad or section (E-6) and officers have reached O-4. */
export const LEADERSHIP_YEARS = 8;

// SOC 2018: major group 11 is management; in groups 33–53 the x-1000 minor group is first-line supervisors.
const isLeadership = (soc: string): boolean => /^(11-|(3[3-9]|4\d|5[0-3])-1)/.test(soc);

const MATCH_RANK = Object.fromEntries(MATCH_TYPES.map((type, rank) => [type, rank])) as Record<
  MatchType,
  number
>;

/**
 * The code's civilian matches as career paths, strongest match type first, at most MAX_CAREER_PATHS. With
 * LEADERSHIP_YEARS or more of service a leadership path moves ahead of the others of its match type, never ahead
 * of a stronger type. Each card carries its own occupation's steps only.
 */
export function buildCareerPaths(
  matches: readonly MatchedOccupation[],
  yearsOfService: number | undefined,
): CareerPath[] {
  const senior = yearsOfService !== undefined && yearsOfService >= LEADERSHIP_YEARS;
  const paths = matches.map((match, position) => ({
    match,
    position,
    matchType: matchTypeFor(match.strength),
  }));
  const leads = (soc: string) => (senior && isLeadership(soc) ? 0 : 1);
  paths.sort(
    (a, b) =>
      MATCH_RANK[a.matchType] - MATCH_RANK[b.matchType] ||
      leads(a.match.soc) - leads(b.match.soc) ||
      b.match.strength - a.match.strength ||
      a.position - b.position,
  );
  return paths.slice(0, MAX_CAREER_PATHS).map(({ match, matchType }) => ({
    title: match.title,
    summary: match.summary,
    salaryRange: formatWageRange(
      match.salaryLow ?? match.salaryLowMarker!,
      match.salaryHigh ?? match.salaryHighMarker!,
    ),
    demand: match.demand,
    demandSource: DEMAND_BASIS_LABELS[match.demandBasis],
    nextSteps: [...match.nextSteps],
    soc: match.soc,
    wageRelease: wageReleaseLabel(match.salarySource),
    matchType,
    matchBasis: match.basis ?? CURATED_MATCH_BASIS,
  }));
}

/** The spec's announcement text, exactly; a code without paths says so plainly instead of "0 … matches". */
export function announce(pathCount: number, code: string, demandSummary: string): string {
  if (pathCount === 0) return `No civilian career matches are mapped yet for MOS ${code}.`;
  return `${pathCount} civilian career matches available for MOS ${code}. Demand outlook: ${demandSummary}`;
}

/** Several codes as one list: paths with the same title appear once, with the steps of every code that has it. */
export function mergeTranslations(translations: readonly MosTranslation[]): MergedTranslation {
  const paths = new Map<string, CareerPath>();
  for (const path of translations.flatMap((translation) => translation.careerPaths)) {
    const seen = paths.get(path.title);
    if (seen) seen.nextSteps = [...new Set([...seen.nextSteps, ...path.nextSteps])];
    else paths.set(path.title, { ...path, nextSteps: [...path.nextSteps] });
  }
  const careerPaths = [...paths.values()];
  const demandSummary = summarizeDemand(careerPaths);
  const codes = translations.map((translation) => translation.code).join(', ');
  return {
    jobTitles: [...new Set(translations.flatMap((translation) => translation.jobTitles))],
    careerPaths,
    demandSummary,
    announcement: announce(careerPaths.length, codes, demandSummary),
  };
}
