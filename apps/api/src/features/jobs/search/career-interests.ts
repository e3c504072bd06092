import { CAREER_INTEREST_LABELS, CAREER_INTEREST_OCCUPATIONS, type CareerInterestId } from '@waypoint/shared';

/** The occupations each profile career interest stands for (shared, with their sources). */
const INTEREST_OCCUPATIONS = CAREER_INTEREST_OCCUPATIONS;

export interface InterestMatch {
  /** The interests named, for "Why this job?". */
  labels: string[];
  socPrefixes: string[];
  seriesPrefixes: string[];
}

/** The occupations a profile's interests stand for; interests Waypoint does not know are left aside. */
export function interestMatchOf(interests: readonly string[]): InterestMatch | undefined {
  const known = interests.filter(
    (interest): interest is CareerInterestId => interest in INTEREST_OCCUPATIONS,
  );
  if (known.length === 0) return undefined;
  return {
    labels: known.map((interest) => CAREER_INTEREST_LABELS[interest]),
    socPrefixes: [...new Set(known.flatMap((interest) => INTEREST_OCCUPATIONS[interest].soc))],
    seriesPrefixes: [...new Set(known.flatMap((interest) => INTEREST_OCCUPATIONS[interest].series))],
  };
}

/** The labels of the interests a posting's codes fit. */
export function interestsFitting(
  interests: readonly string[],
  posting: { socCodes: readonly string[]; federalSeries: readonly string[] },
): string[] {
  return interests
    .filter((interest): interest is CareerInterestId => interest in INTEREST_OCCUPATIONS)
    .filter((interest) => {
      const { soc, series } = INTEREST_OCCUPATIONS[interest];
      return (
        posting.socCodes.some((code) => soc.some((prefix) => code.startsWith(prefix))) ||
        posting.federalSeries.some((code) => series.some((prefix) => code.startsWith(prefix)))
      );
    })
    .map((interest) => CAREER_INTEREST_LABELS[interest]);
}
