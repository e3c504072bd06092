import {
  MENTORSHIP_EVENTS,
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
  type Conversation,
  type MentorshipMessage,
  type MessageCreate,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { LivePublisher } from '../../lib/live/live';
import type { Notifier } from '../../lib/notifications/notifications';
import type { Transaction } from '../../lib/transaction';
import { TOPICS, UUID, type Scope } from './mentorship-context';
import type { MentorshipRepository } from './mentorship.repository';
import type { RequestWithNames } from './requests.repository';

interface Dependencies {
  repository: MentorshipRepository;
  transaction: Transaction<Scope>;
  notifier: Notifier;
  live: LivePublisher;
  now: () => Date;
}

/**
 * The private channel of an accepted pair. Only its two members read or write it: anyone else, admins included,
 * is answered as if it did not exist (404). A member may report a message, which shows it to the admins.
 */
export function createMentorshipMessagesService({
  repository,
  transaction,
  notifier,
  live,
  now,
}: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.mentorshipNotFound);

  async function ownPair(actor: Actor, mentorshipId: string): Promise<RequestWithNames> {
    const pair = UUID.test(mentorshipId) ? await repository.request(mentorshipId) : undefined;
    if (!pair || pair.status !== 'accepted') throw notFound();
    if (pair.menteeId !== actor.id && pair.mentorId !== actor.id) throw notFound();
    return pair;
  }

  const toMessage =
    (actor: Actor) => (row: { id: string; senderId: string; body: string; createdAt: Date }) =>
      ({
        id: row.id,
        senderId: row.senderId,
        fromMe: row.senderId === actor.id,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }) satisfies MentorshipMessage;

  return {
    /** The conversation, oldest first; reading it marks it read. */
    async conversation(actor: Actor, mentorshipId: string): Promise<Conversation> {
      const pair = await ownPair(actor, mentorshipId);
      const messages = await repository.messages(pair.id, MENTORSHIP_LIMITS.conversationPage);
      await repository.markRead(pair.id, actor.id, messages.at(-1)?.createdAt ?? now());
      const iAmMentor = pair.mentorId === actor.id;
      return {
        mentorship: {
          id: pair.id,
          partner: iAmMentor
            ? { id: pair.menteeId, name: pair.menteeName }
            : { id: pair.mentorId, name: pair.mentorName },
          partnerRole: iAmMentor ? 'mentee' : 'mentor',
          startedAt: (pair.answeredAt ?? pair.createdAt).toISOString(),
          unread: 0,
        },
        messages: messages.map(toMessage(actor)),
      };
    },

    async send(actor: Actor, mentorshipId: string, input: MessageCreate): Promise<MentorshipMessage> {
      const pair = await ownPair(actor, mentorshipId);
      const partnerId = pair.mentorId === actor.id ? pair.menteeId : pair.mentorId;
      const senderName = pair.mentorId === actor.id ? pair.mentorName : pair.menteeName;
      const row = await transaction(async ({ mentorship, tx }) => {
        const message = await mentorship.insertMessage({
          mentorshipId: pair.id,
          senderId: actor.id,
          body: input.body,
          createdAt: now(),
        });
        await mentorship.markRead(pair.id, actor.id, message.createdAt);
        // The text stays in the conversation: a notification (and its e-mail) only says that something arrived.
        await notifier.notify(
          { id: partnerId },
          TOPICS.message,
          {
            title: `New message from ${senderName}`,
            body: 'Open your mentorship to read it.',
            link: '/mentorship',
          },
          { transaction: tx },
        );
        for (const userId of [partnerId, actor.id]) {
          await live.publish(
            userId,
            { type: MENTORSHIP_EVENTS.message, data: { mentorshipId: pair.id, messageId: message.id } },
            { transaction: tx },
          );
        }
        return message;
      });
      return toMessage(actor)(row);
    },

    /** Sends a message of the actor's conversation to the admins for review. */
    async report(actor: Actor, messageId: string, reason: string | undefined) {
      const message = UUID.test(messageId) ? await repository.message(messageId) : undefined;
      if (!message) throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.messageNotFound);
      await ownPair(actor, message.mentorshipId).catch(() => {
        throw new AppError('NOT_FOUND', MENTORSHIP_MESSAGES.messageNotFound);
      });
      const report = await transaction(async ({ mentorship, tx }) => {
        const row = await mentorship.insertReport({
          messageId,
          reporterId: actor.id,
          reason: reason || null,
        });
        for (const adminId of await mentorship.adminIds()) {
          await notifier.notify(
            { id: adminId },
            TOPICS.messageReported,
            {
              title: 'A mentorship message was reported',
              body: 'A member sent a message for review. See the reports in the mentorship hub.',
              link: '/mentorship',
            },
            { transaction: tx },
          );
        }
        return row;
      });
      return { id: report.id, messageId: report.messageId, createdAt: report.createdAt.toISOString() };
    },
  };
}

export type MentorshipMessagesService = ReturnType<typeof createMentorshipMessagesService>;
