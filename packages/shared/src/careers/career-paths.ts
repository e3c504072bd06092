import {
  DEMAND_BASIS_LABELS,
  type CareerPath,
  type CivilianOccupation,
  type MatchType,
  type MilitaryOccupation,
  type OccupationMatch,
  type OccupationReference,
} from './catalogue-types';
import { formatWageRange, wageReleaseLabel } from './salary';

/** The basis of a curated match that names none: rated as catalogue/sources.md says ("Match types"). */
export const CURATED_MATCH_BASIS =
  "Waypoint's review of the code's duties against the occupation's SOC 2018 definition";

/** Match strength in words: 0.9 and up same duties, 0.7 most, 0.5 some, below that a related field. */
export function matchTypeFor(strength: number): MatchType {
  if (strength >= 0.9) return 'same duties';
  if (strength >= 0.7) return 'most duties';
  if (strength >= 0.5) return 'some duties';
  return 'related field';
}

/** A civilian occupation as a career path; with a match, its type and basis. */
export function toCareerPath(
  occupation: CivilianOccupation,
  match: OccupationMatch = { soc: occupation.soc, strength: 1 },
): CareerPath {
  return {
    title: occupation.title,
    summary: occupation.summary,
    salaryRange: formatWageRange(occupation.salaryRange.low, occupation.salaryRange.high),
    demand: occupation.demand,
    demandSource: DEMAND_BASIS_LABELS[occupation.demandBasis],
    nextSteps: [...occupation.nextSteps],
    soc: occupation.soc,
    wageRelease: wageReleaseLabel(occupation.source),
    matchType: matchTypeFor(match.strength),
    matchBasis: match.basis ?? CURATED_MATCH_BASIS,
  };
}

/** One line on the outlook of a set of paths, e.g. "High demand for 3 of 4 career paths". */
export function summarizeDemand(paths: readonly Pick<CareerPath, 'demand'>[]): string {
  const high = paths.filter((path) => path.demand === 'High').length;
  if (paths.length === 0) return 'No career paths listed yet';
  if (high === paths.length) return `High demand across all ${paths.length} career paths`;
  if (high === 0)
    return `Medium demand across ${paths.length === 1 ? 'this career path' : 'these career paths'}`;
  return `High demand for ${high} of ${paths.length} career paths`;
}

/** Builds the spec's occupation reference entry from a catalogue entry; matches without a civilian entry are skipped. */
export function buildOccupationReference(
  military: MilitaryOccupation,
  civilianBySoc: ReadonlyMap<string, CivilianOccupation>,
): OccupationReference {
  const matched = military.matches.flatMap((match) => {
    const civilian = civilianBySoc.get(match.soc);
    return civilian ? [{ civilian, match }] : [];
  });
  const civilians = matched.map(({ civilian }) => civilian);
  const careerPaths = matched.map(({ civilian, match }) => toCareerPath(civilian, match));
  return {
    code: military.code,
    branch: military.branch,
    title: military.title,
    description: military.description,
    jobTitles: civilians.map((civilian) => civilian.title),
    careerPaths,
    demandSummary: summarizeDemand(careerPaths),
  };
}
