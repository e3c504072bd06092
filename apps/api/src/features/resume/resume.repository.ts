import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { resumes, type NewResumeRow, type ResumeRow } from './resume.schema';

export type ResumeChanges = Pick<NewResumeRow, 'name' | 'template' | 'data'>;

export function createResumeRepository(db: AppDatabase) {
  return {
    async findById(id: string): Promise<ResumeRow | undefined> {
      const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
      return row;
    },

    /** The user's resumes, most recently changed first. */
    listByUserId(userId: string): Promise<ResumeRow[]> {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt));
    },

    async countByUserId(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(resumes).where(eq(resumes.userId, userId));
      return row?.total ?? 0;
    },

    async insert(values: NewResumeRow): Promise<ResumeRow> {
      const [row] = await db.insert(resumes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Saves only over the version the edit started from; undefined when another save came first. */
    async updateFromVersion(id: string, version: number, changes: ResumeChanges) {
      const [row] = await db
        .update(resumes)
        .set({ ...changes, version: sql`${resumes.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(resumes.id, id), eq(resumes.version, version)))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(resumes).where(eq(resumes.id, id)).returning({ id: resumes.id });
      return deleted.length > 0;
    },

    async deleteByUserId(userId: string): Promise<void> {
      await db.delete(resumes).where(eq(resumes.userId, userId));
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
