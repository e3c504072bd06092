import {
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
  type MentorRequest,
  type MentorRequestCreate,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  DAY_MS,
  EXPIRE_REQUEST_TASK,
  isListed,
  mentorNotFound,
  publishChanged,
  responseWindowStart,
  TOPICS,
  UUID,
  type MentorshipDeps,
} from './mentorship-context';
import { toMentor, toRequest } from './mentorship-mapping';

/**
 * A mentee asks a listed mentor with an open seat; the request expires unanswered after a week (its own task, keyed
 * by its id), and the mentor is told.
 */
export async function requestMentor(
  deps: MentorshipDeps,
  actor: Actor,
  input: MentorRequestCreate,
): Promise<MentorRequest> {
  const { repository, transaction, notifier, taskQueue, now } = deps;
  if (input.mentorId === actor.id) {
    throw new AppError('VALIDATION', MENTORSHIP_MESSAGES.requestSelf, {
      mentorId: MENTORSHIP_MESSAGES.requestSelf,
    });
  }
  if (!(await repository.isMentee(actor.id))) throw new AppError('FORBIDDEN', MENTORSHIP_MESSAGES.notMentee);
  const mentor = UUID.test(input.mentorId) ? await repository.mentorProfile(input.mentorId) : undefined;
  if (!mentor || !isListed(mentor)) throw mentorNotFound();
  // A sample answers nobody: a request would only hold one of the mentee's pending slots for a week.
  if (mentor.sample) throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.sampleNotRequestable);
  if (await repository.openRequest(actor.id, mentor.userId)) {
    throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.alreadyRequested);
  }
  const stats = (await repository.mentorStats(responseWindowStart(deps), [mentor.userId])).get(mentor.userId);
  if (!mentor.accepting || toMentor(mentor, stats).openSeats === 0) {
    throw new AppError('CONFLICT', MENTORSHIP_MESSAGES.mentorUnavailable);
  }
  if ((await repository.pendingCount(actor.id)) >= MENTORSHIP_LIMITS.maxPendingRequests) {
    throw new AppError('VALIDATION', MENTORSHIP_MESSAGES.tooManyPending, {
      mentorId: MENTORSHIP_MESSAGES.tooManyPending,
    });
  }
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + MENTORSHIP_LIMITS.requestExpiryDays * DAY_MS);
  const id = await transaction(async ({ mentorship, tx }) => {
    const row = await mentorship.insertRequest({
      menteeId: actor.id,
      mentorId: mentor.userId,
      message: input.message,
      createdAt,
      expiresAt,
    });
    await taskQueue.enqueue(
      EXPIRE_REQUEST_TASK,
      { requestId: row.id },
      { startAfter: expiresAt, id: row.id, transaction: tx },
    );
    await notifier.notify(
      { id: mentor.userId },
      TOPICS.requestReceived,
      {
        title: 'A new mentee request',
        body: `A veteran asked you to be their mentor. Answer within ${MENTORSHIP_LIMITS.requestExpiryDays} days.`,
        link: '/mentorship',
      },
      { transaction: tx },
    );
    await publishChanged(deps, mentor.userId, tx);
    return row.id;
  });
  return toRequest((await repository.request(id))!);
}
