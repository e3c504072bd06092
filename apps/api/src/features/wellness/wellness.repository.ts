import { and, asc, avg, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import type { ResourceSeed } from './wellness-resources';
import {
  journalEntries,
  journalKeys,
  wellnessBookmarks,
  wellnessResources,
  wellnessSettings,
  type JournalEntryRow,
  type NewJournalEntryRow,
  type WellnessResourceRow,
} from './wellness.schema';

export type ResourceWithBookmark = WellnessResourceRow & { bookmarked: boolean };

export function createWellnessRepository(db: AppDatabase) {
  return {
    async insertEntry(values: NewJournalEntryRow): Promise<JournalEntryRow> {
      const [row] = await db.insert(journalEntries).values(values).returning();
      return row!;
    },

    async findEntry(id: string): Promise<JournalEntryRow | undefined> {
      const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
      return row;
    },

    async recentEntries(userId: string, limit: number): Promise<JournalEntryRow[]> {
      return db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(limit);
    },

    async allEntries(userId: string): Promise<JournalEntryRow[]> {
      return db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(asc(journalEntries.createdAt));
    },

    async entriesSince(
      userId: string,
      since: Date,
    ): Promise<Pick<JournalEntryRow, 'mood' | 'noteCiphertext'>[]> {
      return db
        .select({ mood: journalEntries.mood, noteCiphertext: journalEntries.noteCiphertext })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, since)));
    },

    /** Count and mean mood of all the user's entries (mean null when there are none). */
    async totals(userId: string): Promise<{ entryCount: number; meanMood: number | null }> {
      const [row] = await db
        .select({ entryCount: count(), meanMood: avg(journalEntries.mood) })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      return {
        entryCount: row?.entryCount ?? 0,
        meanMood: row?.meanMood == null ? null : Number(row.meanMood),
      };
    },

    /** The days with at least one entry, newest first. */
    async entryDays(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ day: journalEntries.day })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.day));
      return rows.map((row) => row.day);
    },

    /** Per day from `fromDay` on: the mean mood and the number of entries. */
    async dailyMoods(userId: string, fromDay: string) {
      const rows = await db
        .select({ day: journalEntries.day, meanMood: avg(journalEntries.mood), entries: count() })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), gte(journalEntries.day, fromDay)))
        .groupBy(journalEntries.day);
      return rows.map((row) => ({ day: row.day, meanMood: Number(row.meanMood), entries: row.entries }));
    },

    async deleteEntry(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      return deleted.length > 0;
    },

    async resources(userId: string): Promise<ResourceWithBookmark[]> {
      const rows = await db
        .select({ resource: wellnessResources, bookmarkedBy: wellnessBookmarks.userId })
        .from(wellnessResources)
        .leftJoin(
          wellnessBookmarks,
          and(eq(wellnessBookmarks.resourceId, wellnessResources.id), eq(wellnessBookmarks.userId, userId)),
        )
        .orderBy(asc(wellnessResources.position));
      return rows.map(({ resource, bookmarkedBy }) => ({ ...resource, bookmarked: bookmarkedBy !== null }));
    },

    async resourceExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: wellnessResources.id })
        .from(wellnessResources)
        .where(eq(wellnessResources.id, id));
      return row !== undefined;
    },

    async addBookmark(userId: string, resourceId: string): Promise<void> {
      await db.insert(wellnessBookmarks).values({ userId, resourceId }).onConflictDoNothing();
    },

    async removeBookmark(userId: string, resourceId: string): Promise<void> {
      await db
        .delete(wellnessBookmarks)
        .where(and(eq(wellnessBookmarks.userId, userId), eq(wellnessBookmarks.resourceId, resourceId)));
    },

    async bookmarks(userId: string) {
      return db
        .select({ resourceId: wellnessBookmarks.resourceId, createdAt: wellnessBookmarks.createdAt })
        .from(wellnessBookmarks)
        .where(eq(wellnessBookmarks.userId, userId))
        .orderBy(asc(wellnessBookmarks.createdAt));
    },

    async timeZone(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ timeZone: wellnessSettings.timeZone })
        .from(wellnessSettings)
        .where(eq(wellnessSettings.userId, userId));
      return row?.timeZone;
    },

    async saveTimeZone(userId: string, timeZone: string): Promise<void> {
      await db
        .insert(wellnessSettings)
        .values({ userId, timeZone })
        .onConflictDoUpdate({ target: wellnessSettings.userId, set: { timeZone, updatedAt: sql`now()` } });
    },

    async journalKey(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ wrappedKey: journalKeys.wrappedKey })
        .from(journalKeys)
        .where(eq(journalKeys.userId, userId));
      return row?.wrappedKey;
    },

    /** Stores the user's first key; when two first entries race, the one stored first wins and is answered. */
    async insertJournalKey(userId: string, wrappedKey: string): Promise<string> {
      await db.insert(journalKeys).values({ userId, wrappedKey }).onConflictDoNothing();
      const [row] = await db
        .select({ wrappedKey: journalKeys.wrappedKey })
        .from(journalKeys)
        .where(eq(journalKeys.userId, userId));
      return row!.wrappedKey;
    },

    /** Every journal entry, bookmark and setting of the user, and the key of their notes. */
    async eraseUser(userId: string): Promise<void> {
      await db.delete(journalEntries).where(eq(journalEntries.userId, userId));
      await db.delete(journalKeys).where(eq(journalKeys.userId, userId));
      await db.delete(wellnessBookmarks).where(eq(wellnessBookmarks.userId, userId));
      await db.delete(wellnessSettings).where(eq(wellnessSettings.userId, userId));
    },

    /** Writes the reference resources: new ones inserted, known ones brought up to date. */
    async upsertResources(seeds: readonly ResourceSeed[]): Promise<void> {
      if (seeds.length === 0) return;
      await db
        .insert(wellnessResources)
        .values(seeds.map((seed, position) => ({ ...seed, position })))
        .onConflictDoUpdate({
          target: wellnessResources.id,
          set: {
            title: sql`excluded.title`,
            category: sql`excluded.category`,
            description: sql`excluded.description`,
            url: sql`excluded.url`,
            source: sql`excluded.source`,
            position: sql`excluded.position`,
          },
        });
    },
  };
}

export type WellnessRepository = ReturnType<typeof createWellnessRepository>;
