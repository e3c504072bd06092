import type { MentorProfileInput, OwnMentorProfile } from '@waypoint/shared';
import { hasRole, type Actor } from '../../lib/actor';
import { ownProfile, TOPICS, type MentorshipDeps } from './mentorship-context';

/**
 * Asks to become a mentor (pending until an admin approves), or changes an existing mentor profile. An account
 * an admin already gave the mentor role needs no second approval: its profile is approved as it is saved
 * (decision 038), so the role and the approval are one state.
 */
export async function saveMentorProfile(
  deps: MentorshipDeps,
  actor: Actor,
  input: MentorProfileInput,
): Promise<OwnMentorProfile> {
  const { repository, transaction, notifier, now } = deps;
  const existing = await repository.mentorProfile(actor.id);
  const { availability, ...fields } = input;
  const approvedByRole = hasRole(actor, 'mentor') && existing?.status !== 'approved';
  await transaction(async ({ mentorship, audit }) => {
    await mentorship.saveMentorProfile({
      ...fields,
      userId: actor.id,
      accepting: availability.accepting,
      slots: availability.slots,
      ...(approvedByRole && { status: 'approved' as const, approvedAt: now() }),
    });
    if (!approvedByRole) return;
    if (existing) await mentorship.approve(actor.id, now());
    await audit.record({
      action: 'mentorship.mentor_approved',
      actorUserId: actor.id,
      subject: actor.id,
      details: { previousRole: actor.role, by: 'mentor-role' },
    });
  });
  if (!existing && !approvedByRole) {
    for (const adminId of await repository.adminIds()) {
      await notifier.notify({ id: adminId }, TOPICS.mentorApplied, {
        title: 'A new mentor application',
        body: 'Someone asked to become a mentor. Review the application in the mentorship hub.',
        link: '/mentorship',
      });
    }
  }
  return (await ownProfile(deps, actor.id))!;
}
