import type { UserRole } from '@waypoint/shared';
import type { AuditLog } from '../../lib/audit';
import type { MentorshipRepository } from './mentorship.repository';

/** What the role command tells the operator about the account's mentor profile after a role change. */
export const MENTOR_ROLE_MESSAGES = {
  approved:
    'Their pending mentor application is approved with the role: the Mentorship Hub shows them the Mentor view, and veterans can ask them to mentor.',
  live: 'Their mentor profile is live: the Mentorship Hub shows them the Mentor view.',
  noProfile:
    'They have no mentor profile yet, so the Mentorship Hub still shows them the Mentee view and nobody can ask them. ' +
    'Still needed: they open Mentorship, press "Create mentor profile" under "Become a mentor" and save the form; ' +
    'the profile is live at once, with no admin approval, because they hold the mentor role.',
  hidden:
    'Their mentor profile is no longer shown to veterans, and nobody can ask them; giving them the mentor role again shows it again.',
} as const;

export interface MentorRoleChange {
  userId: string;
  role: UserRole;
  /** Where the change came from, for the audit log (`cli:alice`). */
  via: string;
  now: Date;
}

/**
 * The role and the mentor approval are one state (decision 038): giving the mentor role approves an application
 * that waits, and a profile shows only while the account holds a role that mentors. Run in the role change's
 * transaction (its writers built on it); answers the line for the operator, or null when mentoring is not concerned.
 */
export async function applyMentorRole(
  { mentorship, audit }: { mentorship: MentorshipRepository; audit: AuditLog },
  change: MentorRoleChange,
): Promise<string | null> {
  const profile = await mentorship.mentorProfile(change.userId);
  if (change.role === 'mentor') {
    if (!profile) return MENTOR_ROLE_MESSAGES.noProfile;
    if (profile.status === 'approved') return MENTOR_ROLE_MESSAGES.live;
    await mentorship.approve(change.userId, change.now);
    await audit.record({
      action: 'mentorship.mentor_approved',
      actorUserId: null,
      subject: change.userId,
      details: { by: 'mentor-role', via: change.via },
    });
    return MENTOR_ROLE_MESSAGES.approved;
  }
  if (change.role === 'veteran' && profile?.status === 'approved') return MENTOR_ROLE_MESSAGES.hidden;
  return null;
}
