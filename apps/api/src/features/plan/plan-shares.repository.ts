import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { planShares, type PlanShareRow } from './plan.schema';

/** The `plan_shares` table: read-only links to a veteran's plan. */
export function createPlanSharesRepository(db: AppDatabase) {
  return {
    async insert(values: typeof planShares.$inferInsert): Promise<PlanShareRow> {
      const [row] = await db.insert(planShares).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<PlanShareRow | undefined> {
      const [row] = await db.select().from(planShares).where(eq(planShares.id, id));
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<PlanShareRow | undefined> {
      const [row] = await db.select().from(planShares).where(eq(planShares.tokenHash, tokenHash));
      return row;
    },

    /** A user's shares that still work at `now`: not revoked, not expired; newest first. */
    async listActive(userId: string, now: Date): Promise<PlanShareRow[]> {
      return db
        .select()
        .from(planShares)
        .where(
          and(eq(planShares.userId, userId), isNull(planShares.revokedAt), gt(planShares.expiresAt, now)),
        )
        .orderBy(desc(planShares.createdAt));
    },

    /** Every share a user made, ended ones too (their data export). */
    async listByUser(userId: string): Promise<PlanShareRow[]> {
      return db.select().from(planShares).where(eq(planShares.userId, userId)).orderBy(planShares.createdAt);
    },

    async revoke(id: string, now: Date): Promise<PlanShareRow | undefined> {
      const [row] = await db
        .update(planShares)
        .set({ revokedAt: now })
        .where(and(eq(planShares.id, id), isNull(planShares.revokedAt)))
        .returning();
      return row;
    },

    async countAccess(id: string, now: Date): Promise<void> {
      await db
        .update(planShares)
        .set({ accessCount: sql`${planShares.accessCount} + 1`, lastAccessedAt: now })
        .where(eq(planShares.id, id));
    },

    async erase(userId: string): Promise<void> {
      await db.delete(planShares).where(eq(planShares.userId, userId));
    },
  };
}

export type PlanSharesRepository = ReturnType<typeof createPlanSharesRepository>;
