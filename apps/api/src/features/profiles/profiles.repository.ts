import type { JobAlertFrequency } from '@waypoint/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { veteranProfiles, type NewVeteranProfileRow, type VeteranProfileRow } from './profiles.schema';

export type ProfileChanges = Partial<
  Omit<NewVeteranProfileRow, 'id' | 'userId' | 'email' | 'createdAt' | 'updatedAt'>
>;

export function createProfilesRepository(db: AppDatabase) {
  return {
    async findById(id: string): Promise<VeteranProfileRow | undefined> {
      const [row] = await db.select().from(veteranProfiles).where(eq(veteranProfiles.id, id));
      return row;
    },

    /** Up to `limit` profiles whose id sorts after `after`, in id order (keyset pages for batch jobs). */
    async pageAfter(after: string | null, limit: number): Promise<VeteranProfileRow[]> {
      return db
        .select()
        .from(veteranProfiles)
        .where(after === null ? undefined : gt(veteranProfiles.id, after))
        .orderBy(asc(veteranProfiles.id))
        .limit(limit);
    },

    async findByUserId(userId: string): Promise<VeteranProfileRow | undefined> {
      const [row] = await db.select().from(veteranProfiles).where(eq(veteranProfiles.userId, userId));
      return row;
    },

    /** The owners, among these users, of a profile whose job alert frequency is `frequency`. */
    async userIdsWithJobAlerts(frequency: JobAlertFrequency, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ userId: veteranProfiles.userId })
        .from(veteranProfiles)
        .where(
          and(
            eq(veteranProfiles.jobAlertFrequency, frequency),
            inArray(veteranProfiles.userId, [...userIds]),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Undefined when the user already has a profile (the unique user_id decides, even under a race). */
    async insert(values: NewVeteranProfileRow): Promise<VeteranProfileRow | undefined> {
      const [row] = await db
        .insert(veteranProfiles)
        .values(values)
        .onConflictDoNothing({ target: veteranProfiles.userId })
        .returning();
      return row;
    },

    /** Stamps `updated_at` on every save, by the database's clock like `created_at`, so the two compare. */
    async update(id: string, changes: ProfileChanges): Promise<VeteranProfileRow | undefined> {
      const [row] = await db
        .update(veteranProfiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(veteranProfiles.id, id))
        .returning();
      return row;
    },

    /** The deleted profile's id and owner; undefined when there was none. */
    async delete(id: string): Promise<Pick<VeteranProfileRow, 'id' | 'userId'> | undefined> {
      const [deleted] = await db
        .delete(veteranProfiles)
        .where(eq(veteranProfiles.id, id))
        .returning({ id: veteranProfiles.id, userId: veteranProfiles.userId });
      return deleted;
    },

    async deleteByUserId(userId: string): Promise<void> {
      await db.delete(veteranProfiles).where(eq(veteranProfiles.userId, userId));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
