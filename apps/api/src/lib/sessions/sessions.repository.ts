import { asc, eq, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { sessions, users } from '../../db/auth.schema';
import type { SessionPolicy } from './session-policy';
import { sessionTokenHash } from './session-token';

/** A session's id and times, as every look-up answers them. */
const SESSION_TIMES = {
  sessionId: sessions.id,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.updatedAt,
  expiresAt: sessions.expiresAt,
};

/** The `sessions` table (better-auth writes it at sign-in); every other reader goes through here. */
export function createSessionsRepository(db: AppDatabase) {
  return {
    /** The session behind a token (looked up by its hash) with the account it belongs to, as `GET /api/me` shows it. */
    async findByToken(token: string) {
      const [row] = await db
        .select({
          ...SESSION_TIMES,
          user: {
            id: users.id,
            email: users.email,
            role: users.role,
            firstName: users.firstName,
            lastName: users.lastName,
            phoneNumber: users.phoneNumber,
            emailVerified: users.emailVerified,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, sessionTokenHash(token)))
        .limit(1);
      return row;
    },

    /** A session's times by its id (a live stream checks whether its session is still alive). */
    async findById(sessionId: string) {
      const [row] = await db.select(SESSION_TIMES).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      return row;
    },

    /** A user's sessions without their tokens, oldest first. */
    async listForUser(userId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },

    /** Ends a session; the database announces it to every instance's live streams (migration 0021's trigger). */
    async remove(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Records activity: `updated_at` is the start of the idle timeout. */
    async touch(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ updatedAt: at }).where(eq(sessions.id, sessionId));
    },

    /** Deletes sessions past their idle or absolute end; answers how many. */
    async removeExpired(policy: SessionPolicy, now: Date): Promise<number> {
      const idleSince = new Date(now.getTime() - policy.sessionIdleMinutes * 60_000);
      const createdBefore = new Date(now.getTime() - policy.sessionAbsoluteHours * 3_600_000);
      const dead = await db
        .delete(sessions)
        .where(
          or(
            lte(sessions.expiresAt, now),
            lte(sessions.updatedAt, idleSince),
            lte(sessions.createdAt, createdBefore),
          ),
        )
        .returning({ id: sessions.id });
      return dead.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
