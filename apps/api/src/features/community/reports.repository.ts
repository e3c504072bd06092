import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { circlePostReports, circlePosts } from './community.schema';

/** Reports on circles' posts, open until a moderator acts (Drizzle only; the rules are in the service). */
export function createReportsRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  return {
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
    async resolveReport(id: string, resolvedBy: string, now: Date) {
      const [row] = await db
        .update(circlePostReports)
        .set({ resolvedAt: now, resolvedBy })
        .where(and(eq(circlePostReports.id, id), isNull(circlePostReports.resolvedAt)))
        .returning({ reporterId: circlePostReports.reporterId });
      return row;
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
      const rows = await db
        .select({
          id: circlePostReports.id,
          postId: circlePostReports.postId,
          reason: circlePostReports.reason,
          reporterId: circlePostReports.reporterId,
          createdAt: circlePostReports.createdAt,
        })
        .from(circlePostReports)
        .innerJoin(circlePosts, eq(circlePosts.id, circlePostReports.postId))
        .where(
          and(
            eq(circlePosts.circleId, circleId),
            isNull(circlePostReports.resolvedAt),
            isNull(circlePosts.deletedAt),
          ),
        )
        .orderBy(asc(circlePostReports.createdAt));
      const names = await accounts.namesOf(rows.map((row) => row.reporterId));
      return rows.map(({ reporterId, ...report }) => ({
        id: report.id,
        postId: report.postId,
        reason: report.reason,
        reporterName: (reporterId && names.get(reporterId)?.name) ?? null,
        createdAt: report.createdAt,
      }));
    },
  };
}
