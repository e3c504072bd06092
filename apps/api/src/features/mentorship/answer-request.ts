import { MENTORSHIP_MESSAGES, type MentorRequest } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { publishChanged, requestNotFound, TOPICS, UUID, type MentorshipDeps } from './mentorship-context';
import { toRequest } from './mentorship-mapping';

/** The mentor accepts or declines; someone else's request is answered as absent. */
export async function answerRequest(
  deps: MentorshipDeps,
  actor: Actor,
  requestId: string,
  accept: boolean,
): Promise<MentorRequest> {
  const { repository, transaction, notifier, now } = deps;
  const found = UUID.test(requestId) ? await repository.request(requestId) : undefined;
  if (!found || found.mentorId !== actor.id) throw requestNotFound();
  if (found.status !== 'pending') throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.requestAnswered);
  await transaction(async ({ mentorship, tx }) => {
    const closed = await mentorship.closeRequest(found.id, accept ? 'accepted' : 'declined', now());
    if (!closed) throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.requestAnswered);
    await notifier.notify(
      { id: found.menteeId },
      TOPICS.requestAnswered,
      accept
        ? {
            title: `${found.mentorName} accepted your request`,
            body: 'Your mentorship has started. Say hello in My mentorships.',
            link: '/mentorship',
          }
        : {
            title: `${found.mentorName} declined your request`,
            body: 'You can ask another mentor from your recommendations.',
            link: '/mentorship',
          },
      { transaction: tx },
    );
    await publishChanged(deps, found.menteeId, tx);
  });
  return toRequest((await repository.request(found.id))!);
}
