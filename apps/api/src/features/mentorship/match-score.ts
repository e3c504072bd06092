import { responseTimeText, type Branch, type Industry, type MentorChannel } from '@waypoint/shared';

/** What the score reads of the mentee: their veteran profile and the catalogue's occupations for their code. */
export interface MenteeFacts {
  branch: Branch | null;
  careerInterests: readonly string[];
  preferredLocation: string;
  /** Industries (SOC major groups) of the civilian occupations the mentee's military code leads to. */
  targetIndustries: readonly string[];
}

/** What the score reads of the mentor: their profile, open seats and how fast they answer. */
export interface MentorFacts {
  branch: Branch;
  interests: readonly string[];
  industry: Industry;
  location: string;
  channels: readonly MentorChannel[];
  capacity: number;
  /** Seats left: capacity minus accepted mentees. */
  openSeats: number;
  /** Median hours to answer a request, or null before the first answer. */
  medianResponseHours: number | null;
}

/**
 * The weights, summing to 100. Chosen so that each factor moves the score the way a mentee expects and the
 * spec's sample mentors score 92, 88 and 83 for the sample mentee (sample-mentors.test.ts proves it).
 */
export const MATCH_WEIGHTS = {
  base: 25,
  sameBranch: 20,
  perSharedInterest: 9,
  maxSharedInterests: 2,
  industry: 12,
  sameLocation: 7,
  remote: 4,
  capacity: 8,
  answersWithinADay: 10,
  answersWithinThreeDays: 6,
  noAnswersYet: 5,
} as const;

export interface MatchScore {
  score: number;
  reasons: string[];
}

const normal = (value: string) => value.trim().toLowerCase();

/** "Austin, TX" and "austin" are one place: the city, before any comma. */
const city = (location: string) => normal(location.split(',')[0] ?? '');

function responseFactor(medianHours: number | null): number {
  if (medianHours === null) return MATCH_WEIGHTS.noAnswersYet;
  if (medianHours <= 24) return MATCH_WEIGHTS.answersWithinADay;
  if (medianHours <= 72) return MATCH_WEIGHTS.answersWithinThreeDays;
  return 0;
}

/** The mentee's side, normalized once per ranking rather than once per mentor. */
interface PreparedMentee {
  branch: Branch | null;
  wanted: Set<string>;
  city: string;
  targets: Set<string>;
}

function prepare(mentee: MenteeFacts): PreparedMentee {
  return {
    branch: mentee.branch,
    wanted: new Set(mentee.careerInterests.map(normal)),
    city: mentee.preferredLocation.trim() ? city(mentee.preferredLocation) : '',
    targets: new Set(mentee.targetIndustries),
  };
}

function scoreFor(mentee: PreparedMentee, mentor: MentorFacts): MatchScore {
  const w = MATCH_WEIGHTS;
  const reasons: string[] = [];
  let score = w.base;

  if (mentee.branch !== null && mentee.branch === mentor.branch) {
    score += w.sameBranch;
    reasons.push('Same branch');
  }

  const shared = new Set(mentor.interests.map(normal).filter((interest) => mentee.wanted.has(interest))).size;
  if (shared > 0) {
    score += Math.min(shared, w.maxSharedInterests) * w.perSharedInterest;
    reasons.push(shared === 1 ? '1 shared interest' : `${shared} shared interests`);
  }

  if (mentee.targets.has(mentor.industry)) {
    score += w.industry;
    reasons.push('Works in a field your service leads to');
  }

  if (mentee.city && mentor.location.trim() && mentee.city === city(mentor.location)) {
    score += w.sameLocation;
    reasons.push('Near you');
  } else if (mentor.channels.includes('video')) {
    score += w.remote;
    reasons.push('Meets by video');
  }

  const seats = mentor.capacity > 0 ? Math.max(0, Math.min(mentor.openSeats, mentor.capacity)) : 0;
  score += Math.round((w.capacity * seats) / Math.max(mentor.capacity, 1));
  if (seats === 0) reasons.push('No open seats');

  score += responseFactor(mentor.medianResponseHours);
  reasons.push(responseTimeText(mentor.medianResponseHours));

  return { score: Math.max(0, Math.min(100, score)), reasons };
}

/** The match score (0–100) of one mentor for one mentee, with the reasons the card shows. */
export function matchScore(mentee: MenteeFacts, mentor: MentorFacts): MatchScore {
  return scoreFor(prepare(mentee), mentor);
}

// One collator for every comparison: `localeCompare` builds one per call, which dominates a large ranking.
const byName = new Intl.Collator('en');

export interface Ranked<M> {
  mentor: M;
  match: MatchScore;
}

/**
 * Mentors best first. Ties go to the faster answerer, then by name, then by id, so one mentee always sees one order.
 */
export function rankMentors<M extends MentorFacts & { id: string; name: string }>(
  mentee: MenteeFacts,
  mentors: readonly M[],
): Ranked<M>[] {
  const prepared = prepare(mentee);
  return mentors
    .map((mentor) => ({
      mentor,
      match: scoreFor(prepared, mentor),
      speed: mentor.medianResponseHours ?? Number.POSITIVE_INFINITY,
    }))
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        a.speed - b.speed ||
        byName.compare(a.mentor.name, b.mentor.name) ||
        (a.mentor.id < b.mentor.id ? -1 : a.mentor.id > b.mentor.id ? 1 : 0),
    )
    .map(({ mentor, match }) => ({ mentor, match }));
}

/** The industries (SOC major groups) of a list of O*NET-SOC codes. */
export function industriesOf(socCodes: readonly string[]): string[] {
  return [...new Set(socCodes.map((soc) => soc.slice(0, 2)))];
}
