import type { MentorshipHub } from '@waypoint/shared';
import { hasRole, type Actor } from '../../lib/actor';
import { ownProfile, viewOf, type MentorshipDeps } from './mentorship-context';
import { toRequest } from './mentorship-mapping';
import { menteeFacts, recommendMentors } from './recommend-mentors';

/** The hub as the person sees it: their view, recommendations, requests both ways, mentorships and profile. */
export async function getHub(deps: MentorshipDeps, actor: Actor): Promise<MentorshipHub> {
  const { repository } = deps;
  const profile = await ownProfile(deps, actor.id);
  const view = viewOf(actor, profile?.status === 'approved');
  const isMentee = await repository.isMentee(actor.id);
  const facts = await menteeFacts(deps, actor.id);
  const showList = isMentee || view !== 'mentee';
  const pairs = await repository.pairsOf(actor.id);
  const shown = showList ? await recommendMentors(deps, actor, facts) : { real: [], samples: [] };
  return {
    view,
    isMentee,
    recommendations: shown.real,
    sampleMentors: shown.samples,
    myRequests: (await repository.requestsOfMentee(actor.id)).map(toRequest),
    queue: view === 'mentor' ? (await repository.queueOf(actor.id)).map(toRequest) : [],
    mentorships: pairs.map((pair) => {
      const iAmMentor = pair.mentorId === actor.id;
      return {
        id: pair.id,
        partner: iAmMentor
          ? { id: pair.menteeId, name: pair.menteeName }
          : { id: pair.mentorId, name: pair.mentorName },
        partnerRole: iAmMentor ? ('mentee' as const) : ('mentor' as const),
        startedAt: (pair.answeredAt ?? pair.createdAt).toISOString(),
        unread: pair.unread,
      };
    }),
    mentorProfile: profile,
    hasMentorRole: hasRole(actor, 'mentor'),
    hasVeteranProfile: facts !== null,
  };
}
