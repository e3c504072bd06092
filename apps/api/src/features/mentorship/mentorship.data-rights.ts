import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toRequest } from './mentorship-mapping';
import { createMentorshipRepository } from './mentorship.repository';

/**
 * The mentorship hub's data-rights part (decision 017): the mentor profile, the mentee choice, requests made and
 * received, and the messages the person sent. Erasing ends the pairs they were in, with those conversations.
 */
export const mentorshipDataRights: DataRightsPart = {
  name: 'mentorship.hub',
  description: 'Your mentorship: mentor profile, requests, mentorships and the messages you sent',
  async export(subject, tx) {
    const { profile, isMentee, requests, sent } = await createMentorshipRepository(tx).exportUser(subject.id);
    return {
      mentorProfile: profile
        ? {
            ...profile,
            createdAt: profile.createdAt.toISOString(),
            updatedAt: profile.updatedAt.toISOString(),
            approvedAt: profile.approvedAt?.toISOString() ?? null,
          }
        : null,
      isMentee,
      requests: requests.map(toRequest),
      messagesSent: sent.map((message) => ({
        id: message.id,
        mentorshipId: message.mentorshipId,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  },
  async erase(subject, tx) {
    await createMentorshipRepository(tx).eraseUser(subject.id);
  },
};
