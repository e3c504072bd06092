import { count, eq, max } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { interviewSessions } from './interview.schema';

/** What the transition plan reads of a user's practice interviews: how many finished, and the last day. */
export function createInterviewEvidenceRepository(db: AppDatabase) {
  return {
    async summaryOf(userId: string) {
      const [row] = await db
        .select({ count: count(), last: max(interviewSessions.completedAt) })
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId));
      return { count: row?.count ?? 0, last: row?.last ?? null };
    },
  };
}
