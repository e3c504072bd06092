import {
  formatSalaryRange,
  summarizeDemand,
  type CareerPath,
  type CatalogueBranch,
  type Demand,
  type OccupationKind,
} from '@waypoint/shared';

export interface MatchedOccupation {
  soc: string;
  title: string;
  summary: string;
  salaryLow: number;
  salaryHigh: number;
  demand: Demand;
  nextSteps: string[];
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
}

export type MergedTranslation = Pick<
  MosTranslation,
  'jobTitles' | 'careerPaths' | 'demandSummary' | 'announcement'
>;

/** Around eight years most enlisted members have led a squad or section (E-6) and officers have reached O-4. */
export const LEADERSHIP_YEARS = 8;

// SOC 2018: major group 11 is management; in groups 33–53 the x-1000 minor group is first-line supervisors.
const isLeadership = (soc: string): boolean => /^(11-|(3[3-9]|4\d|5[0-3])-1)/.test(soc);

/**
 * The code's civilian matches as career paths. A code-specific step that no path already lists leads the strongest
 * match's steps, the code's main route; with LEADERSHIP_YEARS or more of service, leadership paths move first.
 */
export function buildCareerPaths(
  matches: readonly MatchedOccupation[],
  codeSteps: readonly string[],
  yearsOfService: number | undefined,
): CareerPath[] {
  const listed = new Set(matches.flatMap((match) => match.nextSteps));
  const extraSteps = codeSteps.filter((step) => !listed.has(step));
  const strongest = matches[0];
  const ordered =
    yearsOfService !== undefined && yearsOfService >= LEADERSHIP_YEARS
      ? [...matches.filter((m) => isLeadership(m.soc)), ...matches.filter((m) => !isLeadership(m.soc))]
      : matches;
  return ordered.map((match) => ({
    title: match.title,
    summary: match.summary,
    salaryRange: formatSalaryRange(match.salaryLow, match.salaryHigh),
    demand: match.demand,
    nextSteps: match === strongest ? [...extraSteps, ...match.nextSteps] : [...match.nextSteps],
  }));
}

/** The spec's announcement text, exactly. */
export function announce(pathCount: number, code: string, demandSummary: string): string {
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
