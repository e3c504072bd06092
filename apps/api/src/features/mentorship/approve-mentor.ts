import { MENTORSHIP_MESSAGES, type OwnMentorProfile } from '@waypoint/shared';
import { requireRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { ownProfile, TOPICS, UUID, type MentorshipDeps } from './mentorship-context';

/** An admin approves a mentor application: a veteran becomes a mentor, and is told. */
export async function approveMentor(
  deps: MentorshipDeps,
  actor: Actor,
  userId: string,
): Promise<OwnMentorProfile> {
  requireRole(actor, 'admin');
  if (!UUID.test(userId)) throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.applicationNotFound);
  await deps.transaction(async ({ mentorship, audit, tx }) => {
    const approved = await mentorship.approve(userId, deps.now());
    if (!approved) throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.applicationNotFound);
    await audit.record({
      action: 'mentorship.mentor_approved',
      actorUserId: actor.id,
      subject: userId,
      details: { previousRole: approved.previousRole },
    });
    await deps.notifier.notify(
      { id: userId },
      TOPICS.mentorApproved,
      {
        title: 'You are now a mentor',
        body: 'Your mentor profile is live. Veterans can now ask you to mentor them.',
        link: '/mentorship',
      },
      { transaction: tx },
    );
  });
  return (await ownProfile(deps, userId))!;
}
