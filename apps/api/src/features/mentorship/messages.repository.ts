import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { mentorshipMessages, mentorshipReads, mentorshipReports } from './mentorship.schema';

/** The pairs' messages, what each member has read, and the messages reported to the admins (Drizzle only). */
export function createMessagesRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  return {
    async unreadCounts(userId: string, mentorshipIds: readonly string[]): Promise<Map<string, number>> {
      if (mentorshipIds.length === 0) return new Map();
      const rows = await db
        .select({ mentorshipId: mentorshipMessages.mentorshipId, n: count() })
        .from(mentorshipMessages)
        .leftJoin(
          mentorshipReads,
          and(
            eq(mentorshipReads.mentorshipId, mentorshipMessages.mentorshipId),
            eq(mentorshipReads.userId, userId),
          ),
        )
        .where(
          and(
            inArray(mentorshipMessages.mentorshipId, [...mentorshipIds]),
            ne(mentorshipMessages.senderId, userId),
            or(
              sql`${mentorshipReads.lastReadAt} is null`,
              gt(mentorshipMessages.createdAt, mentorshipReads.lastReadAt),
            ),
          ),
        )
        .groupBy(mentorshipMessages.mentorshipId);
      return new Map(rows.map((row) => [row.mentorshipId, row.n]));
    },

    async insertMessage(values: typeof mentorshipMessages.$inferInsert) {
      const [row] = await db.insert(mentorshipMessages).values(values).returning();
      return row!;
    },

    async messages(mentorshipId: string, limit: number) {
      const rows = await db
        .select()
        .from(mentorshipMessages)
        .where(eq(mentorshipMessages.mentorshipId, mentorshipId))
        .orderBy(desc(mentorshipMessages.createdAt), desc(mentorshipMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async message(id: string) {
      const [row] = await db.select().from(mentorshipMessages).where(eq(mentorshipMessages.id, id));
      return row;
    },

    async markRead(mentorshipId: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(mentorshipReads)
        .values({ mentorshipId, userId, lastReadAt: at })
        .onConflictDoUpdate({
          target: [mentorshipReads.mentorshipId, mentorshipReads.userId],
          set: { lastReadAt: sql`greatest(${mentorshipReads.lastReadAt}, excluded.last_read_at)` },
        });
    },

    async insertReport(values: typeof mentorshipReports.$inferInsert) {
      const [row] = await db.insert(mentorshipReports).values(values).returning();
      return row!;
    },

    async reports() {
      const rows = await db
        .select({
          id: mentorshipReports.id,
          messageId: mentorshipReports.messageId,
          reason: mentorshipReports.reason,
          createdAt: mentorshipReports.createdAt,
          body: mentorshipMessages.body,
          reporterId: mentorshipReports.reporterId,
          authorId: mentorshipMessages.senderId,
        })
        .from(mentorshipReports)
        .innerJoin(mentorshipMessages, eq(mentorshipMessages.id, mentorshipReports.messageId))
        .orderBy(desc(mentorshipReports.createdAt));
      const names = await accounts.namesOf(rows.flatMap((row) => [row.reporterId, row.authorId]));
      // A report whose reporter's or author's account is gone is left out.
      return rows.flatMap(({ reporterId, authorId, ...report }) => {
        const reporter = names.get(reporterId);
        const author = names.get(authorId);
        return reporter && author
          ? [
              {
                ...report,
                reporter: { id: reporterId, name: reporter.name },
                author: { id: authorId, name: author.name },
              },
            ]
          : [];
      });
    },
  };
}
