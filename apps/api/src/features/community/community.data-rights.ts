import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createCommunityRepository } from './community.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Community circles' data-rights part (decision 017): the person's memberships, posts (hidden ones included) and
 * reports; erasing removes all three.
 */
export const communityDataRights: DataRightsPart = {
  name: 'community.circles',
  description: 'Your community circles: memberships and requests, your posts and the reports you made',
  async export(subject, tx) {
    const { memberships, posts, reports } = await createCommunityRepository(tx).exportUser(subject.id);
    return {
      memberships: memberships.map((row) => ({
        ...row,
        requestedAt: iso(row.requestedAt),
        joinedAt: iso(row.joinedAt),
      })),
      posts: posts.map((row) => ({ ...row, createdAt: iso(row.createdAt), deletedAt: iso(row.deletedAt) })),
      reports: reports.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    };
  },
  async erase(subject, tx) {
    await createCommunityRepository(tx).eraseUser(subject.id);
  },
};
