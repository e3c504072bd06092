import type {
  CareerPath,
  CivilianOccupation,
  MilitaryOccupation,
  OccupationReference,
} from './catalogue-types';
import { formatSalaryRange } from './salary';

export function toCareerPath(occupation: CivilianOccupation): CareerPath {
  return {
    title: occupation.title,
    summary: occupation.summary,
    salaryRange: formatSalaryRange(occupation.salaryRange.low, occupation.salaryRange.high),
    demand: occupation.demand,
    nextSteps: [...occupation.nextSteps],
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
  const civilians = military.matches.flatMap((match) => civilianBySoc.get(match.soc) ?? []);
  const careerPaths = civilians.map(toCareerPath);
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
