import { and, count, eq, sql } from 'drizzle-orm';
import type { UserRole } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { accounts, users, verifications } from '../../db/auth.schema';

export type UserRow = typeof users.$inferSelect;

/** Reads of the `users` table better-auth writes, and the one write it leaves to us: the role. */
export function createUsersRepository(db: AppDatabase) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /** The argon2id hash of the account's password, when it has one. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [credential] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return credential?.password ?? undefined;
    },

    /** How the account signs in, without the secrets (password hash, provider tokens). */
    async signInMethodsOf(userId: string) {
      return db
        .select({
          providerId: accounts.providerId,
          createdAt: accounts.createdAt,
          updatedAt: accounts.updatedAt,
        })
        .from(accounts)
        .where(eq(accounts.userId, userId));
    },

    /** Deletes the account; its sessions, credentials and every row referencing it go with it (cascade). */
    async delete(id: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.value, id));
      await db.delete(users).where(eq(users.id, id));
    },

    /** Every account, and those created since `since` (the admin's "new this week"), in one pass. */
    async counts(since: Date): Promise<{ total: number; newThisWeek: number }> {
      const [row] = await db
        .select({
          total: count(),
          newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${since})`.mapWith(Number),
        })
        .from(users);
      return { total: row?.total ?? 0, newThisWeek: row?.newThisWeek ?? 0 };
    },

    async updateRole(id: string, role: UserRole, now: Date): Promise<void> {
      await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
