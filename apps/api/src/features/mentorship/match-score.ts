import {
  INDUSTRY_LABELS,
  careerFieldsOf,
  responseTimeText,
  type Branch,
  type Industry,
  type MentorChannel,
} from '@waypoint/shared';

/** What the score reads of the mentee: their veteran profile and the catalogue's occupations for their code. */
export interface MenteeFacts {
  branch: Branch | null;
  careerInterests: readonly string[];
  preferredLocation: string;
  /** Industries (SOC major groups) of the civilian occupations the mentee's military code leads to. */
  targetIndustries: readonly string[];
  /**
   * The mentee's target careers (`app.careerTargets`), first chosen first: mentors in a target's field rank above
   * the others, each saying so. None (or absent) ranks by the score alone.
   */
  careerTargets?: readonly { soc: string; title: string }[];
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
  /** The mentor works or mentors in the field of one of the mentee's target careers: ranked before the others. */
  targetField: boolean;
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

/** A target career's field as a mentor can share it: the career interests that cover it and its SOC major group. */
interface TargetField {
  title: string;
  interests: { id: string; label: string }[];
  industry: string;
}

/** The mentee's side, normalized once per ranking rather than once per mentor. */
interface PreparedMentee {
  branch: Branch | null;
  wanted: Set<string>;
  city: string;
  targets: Set<string>;
  careerTargets: TargetField[];
}

function prepare(mentee: MenteeFacts): PreparedMentee {
  return {
    branch: mentee.branch,
    wanted: new Set(mentee.careerInterests.map(normal)),
    city: mentee.preferredLocation.trim() ? city(mentee.preferredLocation) : '',
    targets: new Set(mentee.targetIndustries),
    careerTargets: (mentee.careerTargets ?? []).map((target) => ({
      title: target.title,
      interests: careerFieldsOf(target.soc, { wholeGroups: true }).map((field) => ({
        id: field.interest,
        label: field.label,
      })),
      industry: target.soc.slice(0, 2),
    })),
  };
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "Works in logistics, your target career: Logisticians": the first target whose field the mentor shares, by a
 * career interest that covers the target's occupation (logistics for 13-1081), else by the SOC major group of
 * the mentor's industry. Undefined when the mentor shares none.
 */
function targetFieldReason(mentee: PreparedMentee, mentor: MentorFacts): string | undefined {
  const interests = new Set(mentor.interests.map(normal));
  for (const target of mentee.careerTargets) {
    const shared = target.interests.find((interest) => interests.has(interest.id));
    if (shared) return `Works in ${lower(shared.label)}, your target career: ${target.title}`;
    if (target.industry === mentor.industry)
      return `Works in ${lower(INDUSTRY_LABELS[mentor.industry])}, the field of your target career: ${target.title}`;
  }
  return undefined;
}

function scoreFor(mentee: PreparedMentee, mentor: MentorFacts): MatchScore {
  const w = MATCH_WEIGHTS;
  const reasons: string[] = [];
  let score = w.base;
  // The target ranks the mentor (rankMentors) without moving the score, whose weights decision 025 fixed.
  const targetField = targetFieldReason(mentee, mentor);
  if (targetField) reasons.push(targetField);

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

  return { score: Math.max(0, Math.min(100, score)), reasons, targetField: targetField !== undefined };
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
 * Mentors best first: those in the field of the mentee's target careers before the others, then by score. Ties go
 * to the faster answerer, then by name, then by id, so one mentee always sees one order.
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
        Number(b.match.targetField) - Number(a.match.targetField) ||
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
