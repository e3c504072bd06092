import type { Branch, Job } from '@waypoint/shared';
import type { MilitaryCareerMatches } from '../../lib/occupation-catalogue';
import type { JobPostingRow } from './jobs.schema';
import { interestsFitting } from './search/career-interests';
import { readLocationFilter } from './search/places';
import { synonymTermsIn, type QueryTerm } from './search/query-parser';
import type { SearchTarget } from './search/target-query';
import { wordsOf } from './search/words';

/** The signed-in user's ranking signals: what their code leads to, their interests and preferred place. */
export interface Profile {
  branch?: Branch;
  matches?: MilitaryCareerMatches;
  interests?: string[];
  place?: string;
  /** The veteran's target careers (`app.careerTargets`), named when a posting is coded as one of them. */
  targets?: readonly SearchTarget[];
}

const isClosed = (row: Pick<JobPostingRow, 'closedAt' | 'closesAt'>, now: Date) =>
  row.closedAt !== null || (row.closesAt !== null && row.closesAt <= now);

/**
 * The posting as the API answers it, closed once its closing date has passed at `now`; `whyThisJob` names what of
 * the user's profile ranked it higher.
 */
export function toJob(row: JobPostingRow, now: Date, whyThisJob: string | null = null): Job {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    locations: row.locations,
    salaryRange: row.salaryText,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    pay: row.payInterval ? { min: row.payMin, max: row.payMax, interval: row.payInterval } : null,
    grade:
      row.payPlan && row.gradeLow !== null && row.gradeHigh !== null
        ? { payPlan: row.payPlan, low: row.gradeLow, high: row.gradeHigh }
        : null,
    tags: row.tags,
    source: row.source,
    description: row.description,
    applyUrl: row.applyUrl,
    postedAt: row.postedAt.toISOString(),
    closesAt: row.closesAt?.toISOString() ?? null,
    remote: row.remote,
    employmentType: row.employmentType,
    federalSeries: row.federalSeries,
    socCodes: row.socCodes,
    veteransPreference: row.veteransPreference,
    sample: row.source === 'sample',
    closed: isClosed(row, now),
    whyThisJob,
  };
}

/** Whether a posting is at the user's preferred place, read as the location box reads it. */
export function atPlace(
  row: Pick<JobPostingRow, 'states' | 'placeText'>,
  place: string | undefined,
): boolean {
  const filter = place ? readLocationFilter(place) : undefined;
  const named = (text: string) => row.placeText.toLowerCase().includes(text.toLowerCase());
  switch (filter?.kind) {
    case 'state':
      return row.states.includes(filter.state);
    case 'city-in-state':
      return row.states.includes(filter.state) && named(filter.city);
    case 'text':
      return named(filter.text);
    default:
      return false;
  }
}

/** The first of the terms the title names, word for word (a plural counts): "EMT" in "Firefighter (EMT)". */
function termInTitle(title: string, terms: readonly QueryTerm[]): QueryTerm | undefined {
  const words = wordsOf(title);
  const same = (word: string, term: string) => word === term || word === `${term}s`;
  return terms.find((term) =>
    words.some((_, start) => term.words.every((word, offset) => same(words[start + offset] ?? '', word))),
  );
}

const termLabel = (term: QueryTerm) => {
  const text = term.words.join(' ');
  return term.acronym ? text.toUpperCase() : text;
};

/**
 * "Fits your target career, Logisticians (SOC 13-1081)": the first target the posting's codes name (its SOC, or a
 * federal series the target opens to), or undefined.
 */
export function targetReason(
  row: Pick<JobPostingRow, 'federalSeries' | 'socCodes'>,
  targets: readonly SearchTarget[] | undefined,
): string | undefined {
  for (const target of targets ?? []) {
    if (row.socCodes.includes(target.soc))
      return `fits your target career, ${target.title} (SOC ${target.soc})`;
    const series = target.federalSeries.find((entry) => row.federalSeries.includes(entry.series));
    if (series)
      return `fits your target career, ${target.title}: federal series ${series.series} ${series.title}`;
  }
  return undefined;
}

/** Reasons joined in one line, its first letter capitalised; null when there are none. */
export function reasonLine(reasons: readonly (string | null | undefined)[]): string | null {
  const text = reasons.filter((reason): reason is string => Boolean(reason)).join('; ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/**
 * "Matches your MOS 68W (Combat Medic Specialist): Emergency Medical Technicians; fits your interest in
 * Healthcare; in your preferred location, San Antonio, TX", after the target career the posting's codes name — the
 * parts the posting meets, or null when none. The code matches by its federal series and civilian occupations, or
 * by the work its title names (a 68W and an EMT title). `atPreferredPlace` is the search's own answer; without it the place is read here.
 */
export function whyThisJob(
  row: Pick<JobPostingRow, 'title' | 'federalSeries' | 'socCodes' | 'states' | 'placeText'>,
  profile: Profile,
  whose: 'your MOS' | 'MOS' = 'your MOS',
  atPreferredPlace = atPlace(row, profile.place),
): string | null {
  const reasons: string[] = [];
  const target = whose === 'your MOS' ? targetReason(row, profile.targets) : undefined;
  if (target) reasons.push(target);
  const matches = profile.matches;
  if (matches) {
    const series = matches.federalSeries.filter((entry) => row.federalSeries.includes(entry.series));
    const occupations = matches.occupations.filter((entry) => row.socCodes.includes(entry.soc));
    const titled = termInTitle(row.title, synonymTermsIn(matches.title));
    const named = [
      ...occupations.map((entry) => entry.title),
      ...series.map((entry) => `federal series ${entry.series} ${entry.title}`),
      // The title's work counts when the codes say nothing (a federal posting of a series the code misses).
      ...(titled && occupations.length === 0 && series.length === 0 ? [`${termLabel(titled)} work`] : []),
    ];
    if (named.length > 0)
      reasons.push(`matches ${whose} ${matches.code} (${matches.title}): ${named.slice(0, 3).join('; ')}`);
  }
  if (whose === 'MOS') return reasonLine(reasons.slice(0, 1));
  const interests = interestsFitting(profile.interests ?? [], row);
  if (interests.length > 0) reasons.push(`fits your interest in ${interests.join(' and ')}`);
  if (atPreferredPlace && profile.place) reasons.push(`in your preferred location, ${profile.place}`);
  return reasonLine(reasons);
}

export const boostOf = (matches: MilitaryCareerMatches | undefined) =>
  matches && {
    series: matches.federalSeries.map((entry) => entry.series),
    socs: matches.occupations.map((entry) => entry.soc),
  };
