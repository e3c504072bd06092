import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { savedJobs } from './jobs.schema';

/** Saved-job statuses that mean the user applied. */
export const APPLIED_STATUSES = ['applied', 'interviewing', 'offer'] as const;

/** What the transition plan reads of a user's saved jobs: the ones applied to, oldest change first. */
export function createJobsEvidenceRepository(db: AppDatabase) {
  return {
    async appliedOf(userId: string) {
      return db
        .select({ status: savedJobs.status, changedAt: savedJobs.updatedAt })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.status, [...APPLIED_STATUSES])))
        .orderBy(asc(savedJobs.updatedAt));
    },
  };
}
