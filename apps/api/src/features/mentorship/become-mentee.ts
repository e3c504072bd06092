import type { Actor } from '../../lib/actor';
import type { MentorshipDeps } from './mentorship-context';

/** The person chooses to be a mentee: the hub lists mentors for them, and they may ask one. Idempotent. */
export async function becomeMentee({ repository }: MentorshipDeps, actor: Actor): Promise<void> {
  await repository.addMentee(actor.id);
}
