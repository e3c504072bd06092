import { and, count, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { circleMembers, circlePostNotices, circlePostReports, circlePosts } from './community.schema';

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

const postColumns = {
  id: circlePosts.id,
  circleId: circlePosts.circleId,
  authorId: circlePosts.authorId,
  authorLabel: circlePosts.authorLabel,
  authorCircleRole: circleMembers.role,
  content: circlePosts.content,
  createdAt: circlePosts.createdAt,
  pinned: circlePosts.pinned,
  deletedAt: circlePosts.deletedAt,
};

/** Circles' posts and who was told of them (Drizzle only; the rules are in the service). */
export function createPostsRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  const selectPosts = () =>
    db
      .select(postColumns)
      .from(circlePosts)
      .leftJoin(
        circleMembers,
        and(eq(circleMembers.circleId, circlePosts.circleId), eq(circleMembers.userId, circlePosts.authorId)),
      );

  /** The posts with their authors' names and account roles (null for a post with no author account). */
  const withAuthors = async (rows: Omit<PostRecord, 'authorName' | 'authorAccountRole'>[]) => {
    const names = await accounts.namesOf(rows.map((row) => row.authorId));
    return rows.map((row): PostRecord => {
      const author = row.authorId ? names.get(row.authorId) : undefined;
      return { ...row, authorName: author?.name ?? null, authorAccountRole: author?.role ?? null };
    });
  };

  return {
    async createPost(row: NewPost): Promise<string> {
      const [created] = await db.insert(circlePosts).values(row).returning({ id: circlePosts.id });
      return created!.id;
    },

    async post(id: string): Promise<PostRecord | undefined> {
      const [row] = await withAuthors(await selectPosts().where(eq(circlePosts.id, id)));
      return row;
    },

    async pinnedPosts(circleId: string): Promise<PostRecord[]> {
      return withAuthors(
        await selectPosts()
          .where(
            and(
              eq(circlePosts.circleId, circleId),
              eq(circlePosts.pinned, true),
              isNull(circlePosts.deletedAt),
            ),
          )
          .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id)),
      );
    },

    /** Unpinned, undeleted posts, newest first, older than `before` when given; one more than `limit`. */
    async postPage(circleId: string, limit: number, before?: { createdAt: Date; id: string }) {
      return withAuthors(
        await selectPosts()
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
          .limit(limit + 1),
      );
    },

    async setPinned(id: string, pinned: boolean): Promise<void> {
      await db.update(circlePosts).set({ pinned }).where(eq(circlePosts.id, id));
    },

    /** Hides the post and closes its open reports; answers who made them (members, not the server's flags). */
    async hidePost(id: string, deletedBy: string, now: Date): Promise<string[]> {
      await db
        .update(circlePosts)
        .set({ deletedAt: now, deletedBy, pinned: false })
        .where(eq(circlePosts.id, id));
      const closed = await db
        .update(circlePostReports)
        .set({ resolvedAt: now, resolvedBy: deletedBy })
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
  };
}
