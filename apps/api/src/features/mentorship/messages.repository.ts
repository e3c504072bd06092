import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';
import type { AppDatabase } from '../../db/database';
import { mentorshipMessages, mentorshipReads, mentorshipReports } from './mentorship.schema';

/** The pairs' messages, what each member has read, and the messages reported to the admins (Drizzle only). */
export function createMessagesRepository(db: AppDatabase) {
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
      const reporter = alias(users, 'reporter');
      const author = alias(users, 'author');
      return db
        .select({
          id: mentorshipReports.id,
          messageId: mentorshipReports.messageId,
          reason: mentorshipReports.reason,
          createdAt: mentorshipReports.createdAt,
          body: mentorshipMessages.body,
          reporter: { id: reporter.id, name: reporter.name },
          author: { id: author.id, name: author.name },
        })
        .from(mentorshipReports)
        .innerJoin(mentorshipMessages, eq(mentorshipMessages.id, mentorshipReports.messageId))
        .innerJoin(reporter, eq(reporter.id, mentorshipReports.reporterId))
        .innerJoin(author, eq(author.id, mentorshipMessages.senderId))
        .orderBy(desc(mentorshipReports.createdAt));
    },
  };
}
