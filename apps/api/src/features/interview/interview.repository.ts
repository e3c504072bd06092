import type { InterviewDifficulty, InterviewPack } from '@waypoint/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import {
  interviewQuestions,
  interviewSessions,
  type InterviewQuestionRow,
  type InterviewSessionRow,
  type NewInterviewQuestionRow,
  type NewInterviewSessionRow,
} from './interview.schema';

export function createInterviewRepository(db: AppDatabase) {
  return {
    /** The pack's active questions at one difficulty, in bank order. */
    async listActiveQuestions(
      pack: InterviewPack,
      difficulty: InterviewDifficulty,
    ): Promise<InterviewQuestionRow[]> {
      return db
        .select()
        .from(interviewQuestions)
        .where(
          and(
            eq(interviewQuestions.pack, pack),
            eq(interviewQuestions.difficulty, difficulty),
            isNull(interviewQuestions.retiredAt),
          ),
        )
        .orderBy(asc(interviewQuestions.position), asc(interviewQuestions.createdAt));
    },

    /** Questions by id, retired ones included (an old transcript still names them). */
    async findQuestions(ids: readonly string[]): Promise<InterviewQuestionRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(interviewQuestions)
        .where(inArray(interviewQuestions.id, [...ids]));
    },

    async insertQuestion(values: NewInterviewQuestionRow): Promise<InterviewQuestionRow> {
      const [row] = await db.insert(interviewQuestions).values(values).returning();
      return row!;
    },

    /** Seeded questions already present (by key) are left as they are, retired or not. */
    async insertSeedQuestions(values: readonly NewInterviewQuestionRow[]): Promise<void> {
      await db
        .insert(interviewQuestions)
        .values([...values])
        .onConflictDoNothing({ target: interviewQuestions.seedKey });
    },

    async retireQuestion(id: string, now: Date): Promise<InterviewQuestionRow | undefined> {
      const [row] = await db
        .update(interviewQuestions)
        .set({ retiredAt: now })
        .where(and(eq(interviewQuestions.id, id), isNull(interviewQuestions.retiredAt)))
        .returning();
      return row;
    },

    async insertSession(values: NewInterviewSessionRow): Promise<InterviewSessionRow> {
      const [row] = await db.insert(interviewSessions).values(values).returning();
      return row!;
    },

    async findSession(id: string): Promise<InterviewSessionRow | undefined> {
      const [row] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, id));
      return row;
    },

    /** The user's sessions, newest first. */
    async listSessions(userId: string, limit?: number): Promise<InterviewSessionRow[]> {
      const query = db
        .select()
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.completedAt), desc(interviewSessions.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async deleteSessionsOf(userId: string): Promise<void> {
      await db.delete(interviewSessions).where(eq(interviewSessions.userId, userId));
    },
  };
}

export type InterviewRepository = ReturnType<typeof createInterviewRepository>;
