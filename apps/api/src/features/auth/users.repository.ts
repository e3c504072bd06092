import { eq } from 'drizzle-orm';
import type { UserRole } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import { users } from '../../db/auth.schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function updateUserRole(db: AppDatabase, id: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}
