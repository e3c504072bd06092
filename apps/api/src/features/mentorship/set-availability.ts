import { MENTORSHIP_MESSAGES, type Availability, type OwnMentorProfile } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { ownProfile, type MentorshipDeps } from './mentorship-context';

/** An approved mentor opens or closes their seats and says when they are free. */
export async function setAvailability(
  deps: MentorshipDeps,
  actor: Actor,
  availability: Availability,
): Promise<OwnMentorProfile> {
  const row = await deps.repository.mentorProfile(actor.id);
  if (!row || row.status !== 'approved') throw new AppError('FORBIDDEN', MENTORSHIP_MESSAGES.noMentorProfile);
  await deps.repository.setAvailability(actor.id, availability.accepting, availability.slots);
  return (await ownProfile(deps, actor.id))!;
}
