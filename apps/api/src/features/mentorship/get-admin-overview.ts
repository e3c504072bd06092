import type { MentorshipAdmin } from '@waypoint/shared';
import { requireRole, type Actor } from '../../lib/actor';
import { responseWindowStart, type MentorshipDeps } from './mentorship-context';
import { toMentor, toOwnProfile } from './mentorship-mapping';

/** The admin's view: applications waiting, the pairs, each mentor's response times, and reported messages. */
export async function getAdminOverview(deps: MentorshipDeps, actor: Actor): Promise<MentorshipAdmin> {
  const { repository } = deps;
  requireRole(actor, 'admin');
  const stats = await repository.mentorStats(responseWindowStart(deps));
  const approved = await repository.mentorsByStatus('approved');
  return {
    pendingMentors: (await repository.mentorsByStatus('pending')).map((row) => toOwnProfile(row, undefined)),
    pairs: (await repository.allPairs()).map((pair) => ({
      id: pair.id,
      mentor: { id: pair.mentorId, name: pair.mentorName },
      mentee: { id: pair.menteeId, name: pair.menteeName },
      startedAt: (pair.answeredAt ?? pair.createdAt).toISOString(),
      messages: pair.messages,
    })),
    // Real people first; the samples after them (decision 038).
    responseTimes: [...approved.filter((row) => !row.sample), ...approved.filter((row) => row.sample)].map(
      (row) => {
        const mentor = toMentor(row, stats.get(row.userId));
        const figures = stats.get(row.userId);
        return {
          mentor: { id: row.userId, name: row.name },
          medianResponseHours: mentor.medianResponseHours,
          answered: figures?.answered ?? 0,
          pending: figures?.pending ?? 0,
          expired: figures?.expired ?? 0,
        };
      },
    ),
    reports: (await repository.reports()).map((report) => ({
      ...report,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
