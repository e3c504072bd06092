import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedJobUpdate } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { jobPostings, savedJobs } from './jobs.schema';

const savedColumns = {
  posting: jobPostings,
  note: savedJobs.note,
  status: savedJobs.status,
  savedAt: savedJobs.savedAt,
};

/** The postings each user saved, with their note and where they are with it. */
export function createSavedJobsRepository(db: AppDatabase) {
  return {
    async savedCount(userId: string): Promise<number> {
      return db.$count(savedJobs, eq(savedJobs.userId, userId));
    },

    async listSaved(userId: string) {
      return db
        .select(savedColumns)
        .from(savedJobs)
        .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.savedAt));
    },

    async findSaved(userId: string, jobId: string) {
      const [row] = await db
        .select(savedColumns)
        .from(savedJobs)
        .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
      return row;
    },

    /** Saving twice keeps the first save; a note given now replaces the old one. */
    async save(userId: string, jobId: string, note: string | undefined): Promise<void> {
      await db
        .insert(savedJobs)
        .values({ userId, jobId, note: note ?? '' })
        .onConflictDoUpdate({
          target: [savedJobs.userId, savedJobs.jobId],
          set: note === undefined ? { userId } : { note },
        });
    },

    /** Changes the note, the status or both of the user's saved job; false when it is not saved. */
    async updateSaved(userId: string, jobId: string, change: SavedJobUpdate): Promise<boolean> {
      const rows = await db
        .update(savedJobs)
        .set({
          ...(change.note !== undefined && { note: change.note }),
          ...(change.status !== undefined && { status: change.status }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .returning({ jobId: savedJobs.jobId });
      return rows.length > 0;
    },

    async unsave(userId: string, jobId: string): Promise<boolean> {
      const rows = await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .returning({ jobId: savedJobs.jobId });
      return rows.length > 0;
    },

    async deleteAllSaved(userId: string): Promise<void> {
      await db.delete(savedJobs).where(eq(savedJobs.userId, userId));
    },

    async savedJobIds(userId: string, jobIds: readonly string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, [...jobIds])));
      return new Set(rows.map((row) => row.jobId));
    },
  };
}
