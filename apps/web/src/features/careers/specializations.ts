import type { CareerPath } from '@waypoint/shared/careers/catalogue-types';

/** The specializations as typed, split at commas, semicolons and slashes: "NREMT, Security+" → both. */
export function parseSpecializations(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;/]/)
    .map((term) => term.trim().replace(/\s+/g, ' '))
    .filter((term) => {
      const key = term.toLowerCase();
      if (!term || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the path's title, summary or next steps name the term as a word of its own, whatever the case. */
function mentions(path: CareerPath, term: string): boolean {
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'iu');
  return [path.title, path.summary, ...path.nextSteps].some((text) => word.test(text));
}

export interface RankedCareerPath {
  path: CareerPath;
  /** The specializations this path mentions, in the order they were typed. */
  matches: string[];
}

/**
 * The career paths with those that mention the veteran's specializations (certifications, skills) first, the
 * most matches first; otherwise the server's order, which already puts leadership first after long service.
 */
export function rankBySpecializations(
  paths: readonly CareerPath[],
  specializations: readonly string[],
): RankedCareerPath[] {
  const ranked = paths.map((path) => ({
    path,
    matches: specializations.filter((term) => mentions(path, term)),
  }));
  // Array.prototype.sort is stable: paths with as many matches keep their order.
  return ranked.sort((a, b) => b.matches.length - a.matches.length);
}
