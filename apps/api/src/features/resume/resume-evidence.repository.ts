import { count, eq, max, min } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { resumes } from './resume.schema';

/** What the transition plan reads of a user's resumes: how many, the first created and the last saved. */
export function createResumeEvidenceRepository(db: AppDatabase) {
  return {
    async summaryOf(userId: string) {
      const [row] = await db
        .select({ count: count(), first: min(resumes.createdAt), last: max(resumes.updatedAt) })
        .from(resumes)
        .where(eq(resumes.userId, userId));
      return { count: row?.count ?? 0, first: row?.first ?? null, last: row?.last ?? null };
    },
  };
}
