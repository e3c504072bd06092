import { MENTORSHIP_LIMITS, type Recommendation, type RequestState } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { industriesOf, rankMentors, type MenteeFacts } from './match-score';
import { isListed, responseWindowStart, type MentorshipDeps } from './mentorship-context';
import { toMentor } from './mentorship-mapping';

/** What matching knows of the person: their veteran profile and the industries their military code leads to. */
export async function menteeFacts(deps: MentorshipDeps, userId: string): Promise<MenteeFacts | null> {
  const facts = await deps.profiles.findForUser(userId);
  if (!facts) return null;
  const matches = await deps.catalogue.careerMatches(facts.mosCode, facts.branch);
  const targets = matches?.occupations.map((occupation) => occupation.soc) ?? [];
  return { ...facts, targetIndustries: industriesOf(targets) };
}

/** The person's target careers, read through `app.careerTargets`: mentors in their field rank first. */
async function careerTargetsOf(
  deps: MentorshipDeps,
  userId: string,
): Promise<{ soc: string; title: string }[]> {
  const { targets } = await deps.targets.forUser(userId);
  return targets.map(({ soc, title }) => ({ soc, title }));
}

/**
 * The mentors this person may be shown, ranked: real, approved mentors first (at most the hub's limit), then the
 * sample mentors apart (decision 038). A sample is never ranked among real people, whatever its score.
 */
export async function recommendMentors(
  deps: MentorshipDeps,
  actor: Actor,
  facts: MenteeFacts | null,
): Promise<{ real: Recommendation[]; samples: Recommendation[] }> {
  const { repository } = deps;
  const mentors = (await repository.mentorsByStatus('approved')).filter(
    (row) => row.userId !== actor.id && isListed(row),
  );
  const stats = await repository.mentorStats(responseWindowStart(deps));
  const states = new Map<string, RequestState>();
  for (const request of await repository.requestsOfMentee(actor.id)) {
    if (!states.has(request.mentorId)) states.set(request.mentorId, request.status);
  }
  const mentee: MenteeFacts = {
    ...(facts ?? { branch: null, careerInterests: [], preferredLocation: '', targetIndustries: [] }),
    // The target is the person's own choice: it ranks mentors with or without a veteran profile.
    careerTargets: await careerTargetsOf(deps, actor.id),
  };
  const rank = (rows: typeof mentors, limit: number) =>
    rankMentors(
      mentee,
      rows.map((row) => toMentor(row, stats.get(row.userId))),
    )
      .slice(0, limit)
      .map(({ mentor, match }): Recommendation => {
        const state = states.get(mentor.id);
        // A declined or expired request leaves the mentor requestable again.
        const requestState: RequestState = state === 'pending' || state === 'accepted' ? state : 'idle';
        return {
          mentor,
          matchScore: match.score,
          reasons: match.reasons,
          targetField: match.targetField,
          requestState,
        };
      });
  return {
    real: rank(
      mentors.filter((row) => !row.sample),
      MENTORSHIP_LIMITS.recommendations,
    ),
    samples: rank(
      mentors.filter((row) => row.sample),
      MENTORSHIP_LIMITS.recommendations,
    ),
  };
}
