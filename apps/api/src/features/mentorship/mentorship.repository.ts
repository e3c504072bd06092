import { asc, eq, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createMentorsRepository } from './mentors.repository';
import { createMessagesRepository } from './messages.repository';
import {
  mentees,
  mentorProfiles,
  mentorshipMessages,
  mentorshipReports,
  mentorshipRequests,
} from './mentorship.schema';
import { createRequestsRepository } from './requests.repository';

/**
 * The mentorship hub's queries (Drizzle only; the rules are in the service): mentors and mentees, requests and
 * the pairs they start, and the pairs' messages, with what crosses them (a person's data).
 */
export function createMentorshipRepository(db: AppDatabase) {
  const mentors = createMentorsRepository(db);
  const requests = createRequestsRepository(db);
  return {
    ...mentors,
    ...requests,
    ...createMessagesRepository(db),

    /** What the person holds here, for "Download my data". */
    async exportUser(userId: string) {
      const profile = await mentors.mentorProfile(userId);
      const theirRequests = await requests.requestsOf(userId);
      const sent = await db
        .select()
        .from(mentorshipMessages)
        .where(eq(mentorshipMessages.senderId, userId))
        .orderBy(asc(mentorshipMessages.createdAt));
      return { profile, isMentee: await mentors.isMentee(userId), requests: theirRequests, sent };
    },

    /** Everything of the user's here; the pairs they were in (and so both sides' messages) go with them. */
    async eraseUser(userId: string): Promise<void> {
      await db
        .delete(mentorshipRequests)
        .where(or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)));
      await db.delete(mentorshipReports).where(eq(mentorshipReports.reporterId, userId));
      await db.delete(mentorshipMessages).where(eq(mentorshipMessages.senderId, userId));
      await db.delete(mentees).where(eq(mentees.userId, userId));
      await db.delete(mentorProfiles).where(eq(mentorProfiles.userId, userId));
    },
  };
}

export type MentorshipRepository = ReturnType<typeof createMentorshipRepository>;
