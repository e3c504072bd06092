import { eq } from 'drizzle-orm';
import type { UserRole } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { users } from '../../db/auth.schema';

export type UserRow = typeof users.$inferSelect;

/** Reads of the `users` table better-auth writes, and the one write it leaves to us: the role. */
export function createUsersRepository(db: AppDatabase) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async updateRole(id: string, role: UserRole): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
