import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createCirclesRepository, type NewCircle } from './circles.repository';
import { circleMembers, circlePostReports, circlePosts, circles } from './community.schema';
import { createPostsRepository, type NewPost } from './posts.repository';
import { createReportsRepository } from './reports.repository';

/**
 * Community circles' queries (Drizzle only; the rules are in the service): circles and their members, posts, and
 * reports, with what crosses them (the samples, a person's data).
 */
export function createCommunityRepository(db: AppDatabase) {
  return {
    ...createCirclesRepository(db),
    ...createPostsRepository(db),
    ...createReportsRepository(db),

    async seed(rows: { circles: NewCircle[]; posts: NewPost[] }): Promise<void> {
      await db.insert(circles).values(rows.circles).onConflictDoNothing();
      await db.insert(circlePosts).values(rows.posts).onConflictDoNothing();
    },

    async exportUser(userId: string) {
      const memberships = await db
        .select({
          circle: circles.name,
          role: circleMembers.role,
          status: circleMembers.status,
          requestedAt: circleMembers.requestedAt,
          joinedAt: circleMembers.joinedAt,
        })
        .from(circleMembers)
        .innerJoin(circles, eq(circles.id, circleMembers.circleId))
        .where(eq(circleMembers.userId, userId));
      const posts = await db
        .select({
          circle: circles.name,
          content: circlePosts.content,
          createdAt: circlePosts.createdAt,
          deletedAt: circlePosts.deletedAt,
        })
        .from(circlePosts)
        .innerJoin(circles, eq(circles.id, circlePosts.circleId))
        .where(eq(circlePosts.authorId, userId))
        .orderBy(asc(circlePosts.createdAt));
      const reports = await db
        .select({
          postId: circlePostReports.postId,
          reason: circlePostReports.reason,
          createdAt: circlePostReports.createdAt,
        })
        .from(circlePostReports)
        .where(eq(circlePostReports.reporterId, userId));
      return { memberships, posts, reports };
    },

    async eraseUser(userId: string): Promise<void> {
      await db.delete(circlePostReports).where(eq(circlePostReports.reporterId, userId));
      await db.delete(circlePosts).where(eq(circlePosts.authorId, userId));
      await db.delete(circleMembers).where(eq(circleMembers.userId, userId));
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
