import { and, eq, sql } from 'drizzle-orm';
import type { AlertSearch } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { jobAlertSearches } from './jobs.schema';

/** Each user's job alert search, and how far its alerts have gone. */
export function createAlertSearchesRepository(db: AppDatabase) {
  return {
    async findAlertSearch(userId: string) {
      const [row] = await db.select().from(jobAlertSearches).where(eq(jobAlertSearches.userId, userId));
      return row;
    },

    /** A changed search starts from now: the next alert lists postings first seen after the change. */
    async putAlertSearch(userId: string, search: AlertSearch) {
      const [row] = await db
        .insert(jobAlertSearches)
        .values({ userId, search })
        .onConflictDoUpdate({
          target: jobAlertSearches.userId,
          set: { search, sinceAt: sql`now()`, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },

    async deleteAlertSearch(userId: string): Promise<void> {
      await db.delete(jobAlertSearches).where(eq(jobAlertSearches.userId, userId));
    },

    /** Every user who saved an alert search, with where their alerts have got to. */
    alertSearches() {
      return db
        .select({
          userId: jobAlertSearches.userId,
          search: jobAlertSearches.search,
          sinceAt: jobAlertSearches.sinceAt,
        })
        .from(jobAlertSearches);
    },

    /** Moves the user's alert mark forward, only if nobody moved it since `since` (a retried run sends once). */
    async advanceAlert(userId: string, since: Date, to: Date): Promise<boolean> {
      const rows = await db
        .update(jobAlertSearches)
        .set({ sinceAt: to, lastSentAt: sql`now()` })
        .where(
          and(
            eq(jobAlertSearches.userId, userId),
            // JavaScript dates hold milliseconds; the column may hold microseconds.
            sql`date_trunc('milliseconds', ${jobAlertSearches.sinceAt}) = ${since.toISOString()}::timestamptz`,
          ),
        )
        .returning({ userId: jobAlertSearches.userId });
      return rows.length > 0;
    },
  };
}
