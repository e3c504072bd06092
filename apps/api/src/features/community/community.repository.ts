import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { users } from '../../db/auth.schema';
import {
  circleMembers,
  circlePostNotices,
  circlePostReports,
  circlePosts,
  circles,
  type CircleMemberRow,
  type CircleRow,
} from './community.schema';

export type NewCircle = typeof circles.$inferInsert;
export type NewPost = typeof circlePosts.$inferInsert;

/** A post with what its byline needs: the author's name and roles. */
export interface PostRecord {
  id: string;
  circleId: string;
  authorId: string | null;
  authorLabel: string | null;
  authorName: string | null;
  authorAccountRole: string | null;
  authorCircleRole: string | null;
  content: string;
  createdAt: Date;
  pinned: boolean;
  deletedAt: Date | null;
}

export interface CircleWithCount extends CircleRow {
  joinedCount: number;
}

const postColumns = {
  id: circlePosts.id,
  circleId: circlePosts.circleId,
  authorId: circlePosts.authorId,
  authorLabel: circlePosts.authorLabel,
  authorName: users.name,
  authorAccountRole: users.role,
  authorCircleRole: circleMembers.role,
  content: circlePosts.content,
  createdAt: circlePosts.createdAt,
  pinned: circlePosts.pinned,
  deletedAt: circlePosts.deletedAt,
};

const joinedCount = sql<number>`(select count(*)::int from ${circleMembers}
  where ${circleMembers.circleId} = ${circles.id} and ${circleMembers.status} = 'joined')`;

/** Community circles' queries (Drizzle only; the rules are in the service). */
export function createCommunityRepository(db: AppDatabase) {
  const selectPosts = () =>
    db
      .select(postColumns)
      .from(circlePosts)
      .leftJoin(users, eq(users.id, circlePosts.authorId))
      .leftJoin(
        circleMembers,
        and(eq(circleMembers.circleId, circlePosts.circleId), eq(circleMembers.userId, circlePosts.authorId)),
      );

  return {
    async seed(rows: { circles: NewCircle[]; posts: NewPost[] }): Promise<void> {
      await db.insert(circles).values(rows.circles).onConflictDoNothing();
      await db.insert(circlePosts).values(rows.posts).onConflictDoNothing();
    },

    async listCircles(): Promise<CircleWithCount[]> {
      return db
        .select({ ...circleColumns(), joinedCount })
        .from(circles)
        .orderBy(desc(circles.sample), asc(circles.createdAt), asc(circles.name));
    },

    async circle(id: string): Promise<CircleWithCount | undefined> {
      const [row] = await db
        .select({ ...circleColumns(), joinedCount })
        .from(circles)
        .where(eq(circles.id, id));
      return row;
    },

    async createCircle(row: NewCircle): Promise<CircleRow> {
      const [created] = await db.insert(circles).values(row).returning();
      return created!;
    },

    async memberships(userId: string): Promise<CircleMemberRow[]> {
      return db.select().from(circleMembers).where(eq(circleMembers.userId, userId));
    },

    async membership(circleId: string, userId: string): Promise<CircleMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
      return row;
    },

    async setStatus(circleId: string, userId: string, status: 'pending' | 'joined' | 'none'): Promise<void> {
      const joinedAt = status === 'joined' ? new Date() : null;
      await db
        .insert(circleMembers)
        .values({ circleId, userId, status, joinedAt, requestedAt: new Date() })
        .onConflictDoUpdate({
          target: [circleMembers.circleId, circleMembers.userId],
          set: { status, joinedAt, ...(status === 'pending' && { requestedAt: new Date() }) },
        });
    },

    async removeMembership(circleId: string, userId: string): Promise<void> {
      await db
        .delete(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    },

    async appointModerator(circleId: string, userId: string): Promise<void> {
      await db
        .insert(circleMembers)
        .values({ circleId, userId, role: 'moderator', status: 'none' })
        .onConflictDoUpdate({
          target: [circleMembers.circleId, circleMembers.userId],
          set: { role: 'moderator' },
        });
    },

    async pendingRequests(circleId: string) {
      return db
        .select({ userId: circleMembers.userId, name: users.name, requestedAt: circleMembers.requestedAt })
        .from(circleMembers)
        .innerJoin(users, eq(users.id, circleMembers.userId))
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'pending')))
        .orderBy(asc(circleMembers.requestedAt));
    },

    /** Joined members, the people new posts are announced to. */
    async joinedMemberIds(circleId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'joined')));
      return rows.map((row) => row.userId);
    },

    /** Everyone who may have the circle open: its members, its moderators, and every moderator and admin. */
    async audienceIds(circleId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: users.id })
        .from(users)
        .leftJoin(
          circleMembers,
          and(eq(circleMembers.userId, users.id), eq(circleMembers.circleId, circleId)),
        )
        .where(
          or(
            inArray(users.role, ['moderator', 'admin']),
            eq(circleMembers.status, 'joined'),
            eq(circleMembers.role, 'moderator'),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Records that the member was told of the post; false when they already were. */
    async recordNotice(postId: string, userId: string): Promise<boolean> {
      const inserted = await db
        .insert(circlePostNotices)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ userId: circlePostNotices.userId });
      return inserted.length > 0;
    },

    async noticedIds(postId: string): Promise<Set<string>> {
      const rows = await db
        .select({ userId: circlePostNotices.userId })
        .from(circlePostNotices)
        .where(eq(circlePostNotices.postId, postId));
      return new Set(rows.map((row) => row.userId));
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },

    async createPost(row: NewPost): Promise<string> {
      const [created] = await db.insert(circlePosts).values(row).returning({ id: circlePosts.id });
      return created!.id;
    },

    async post(id: string): Promise<PostRecord | undefined> {
      const [row] = await selectPosts().where(eq(circlePosts.id, id));
      return row;
    },

    async pinnedPosts(circleId: string): Promise<PostRecord[]> {
      return selectPosts()
        .where(
          and(
            eq(circlePosts.circleId, circleId),
            eq(circlePosts.pinned, true),
            isNull(circlePosts.deletedAt),
          ),
        )
        .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id));
    },

    /** Unpinned, undeleted posts, newest first, older than `before` when given; one more than `limit`. */
    async postPage(circleId: string, limit: number, before?: { createdAt: Date; id: string }) {
      return selectPosts()
        .where(
          and(
            eq(circlePosts.circleId, circleId),
            eq(circlePosts.pinned, false),
            isNull(circlePosts.deletedAt),
            before &&
              or(
                lt(circlePosts.createdAt, before.createdAt),
                and(eq(circlePosts.createdAt, before.createdAt), lt(circlePosts.id, before.id)),
              ),
          ),
        )
        .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
        .limit(limit + 1);
    },

    async setPinned(id: string, pinned: boolean): Promise<void> {
      await db.update(circlePosts).set({ pinned }).where(eq(circlePosts.id, id));
    },

    /** Hides the post and closes its open reports; answers who made them (members, not the server's flags). */
    async hidePost(id: string, deletedBy: string): Promise<string[]> {
      await db
        .update(circlePosts)
        .set({ deletedAt: new Date(), deletedBy, pinned: false })
        .where(eq(circlePosts.id, id));
      const closed = await db
        .update(circlePostReports)
        .set({ resolvedAt: new Date(), resolvedBy: deletedBy })
        .where(and(eq(circlePostReports.postId, id), isNull(circlePostReports.resolvedAt)))
        .returning({ reporterId: circlePostReports.reporterId });
      return [...new Set(closed.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
    },

    async postsSince(authorId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(circlePosts)
        .where(and(eq(circlePosts.authorId, authorId), gte(circlePosts.createdAt, since)));
      return row?.value ?? 0;
    },

    async createReport(row: typeof circlePostReports.$inferInsert): Promise<string> {
      const [created] = await db
        .insert(circlePostReports)
        .values(row)
        .returning({ id: circlePostReports.id });
      return created!.id;
    },

    async report(id: string) {
      const [row] = await db
        .select({
          id: circlePostReports.id,
          postId: circlePostReports.postId,
          circleId: circlePosts.circleId,
        })
        .from(circlePostReports)
        .innerJoin(circlePosts, eq(circlePosts.id, circlePostReports.postId))
        .where(and(eq(circlePostReports.id, id), isNull(circlePostReports.resolvedAt)));
      return row;
    },

    /**
     * Closes a report still open; answers whether this call closed it and who made it (null: the server's own
     * flag), so of two moderators acting at once only one tells the reporter.
     */
    async resolveReport(id: string, resolvedBy: string) {
      const [row] = await db
        .update(circlePostReports)
        .set({ resolvedAt: new Date(), resolvedBy })
        .where(and(eq(circlePostReports.id, id), isNull(circlePostReports.resolvedAt)))
        .returning({ reporterId: circlePostReports.reporterId });
      return row;
    },

    /** Circles with a visible post since `since`: one probe of the circle's post index per circle. */
    async activeCircleCount(since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(circles)
        .where(
          sql`exists (select 1 from ${circlePosts} where ${circlePosts.circleId} = ${circles.id} and ${circlePosts.createdAt} >= ${since} and ${circlePosts.deletedAt} is null)`,
        );
      return row?.value ?? 0;
    },

    /** Open reports on visible posts in every circle: the moderation work waiting. */
    async openReportCount(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(circlePostReports)
        .innerJoin(circlePosts, eq(circlePosts.id, circlePostReports.postId))
        .where(and(isNull(circlePostReports.resolvedAt), isNull(circlePosts.deletedAt)));
      return row?.value ?? 0;
    },

    /** Open reports on the circle's visible posts, oldest first. */
    async openReports(circleId: string) {
      return db
        .select({
          id: circlePostReports.id,
          postId: circlePostReports.postId,
          reason: circlePostReports.reason,
          reporterName: users.name,
          createdAt: circlePostReports.createdAt,
        })
        .from(circlePostReports)
        .innerJoin(circlePosts, eq(circlePosts.id, circlePostReports.postId))
        .leftJoin(users, eq(users.id, circlePostReports.reporterId))
        .where(
          and(
            eq(circlePosts.circleId, circleId),
            isNull(circlePostReports.resolvedAt),
            isNull(circlePosts.deletedAt),
          ),
        )
        .orderBy(asc(circlePostReports.createdAt));
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

function circleColumns() {
  return {
    id: circles.id,
    name: circles.name,
    description: circles.description,
    access: circles.access,
    baseMemberCount: circles.baseMemberCount,
    sample: circles.sample,
    createdBy: circles.createdBy,
    createdAt: circles.createdAt,
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
