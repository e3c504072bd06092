import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { announcements, type AnnouncementRow, type NewAnnouncementRow } from './dashboard.schema';

export type AnnouncementWithAuthor = AnnouncementRow & { authorName: string | null };

export type AnnouncementChanges = Partial<
  Pick<AnnouncementRow, 'title' | 'body' | 'publishFrom' | 'publishUntil' | 'retiredAt'>
>;

/** The announcements table: the only table the dashboard owns (its figures are the owning features'). */
export function createDashboardRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  const announcementRows = () => db.select().from(announcements);
  const withAuthors = async (rows: AnnouncementRow[]): Promise<AnnouncementWithAuthor[]> => {
    const names = await accounts.namesOf(rows.map((row) => row.authorId));
    return rows.map((row) => ({
      ...row,
      authorName: (row.authorId && names.get(row.authorId)?.name) ?? null,
    }));
  };

  return {
    /** Published at `now`, newest first. */
    async published(now: Date, limit: number): Promise<AnnouncementWithAuthor[]> {
      return withAuthors(
        await announcementRows()
          .where(
            and(
              isNull(announcements.retiredAt),
              lte(announcements.publishFrom, now),
              or(isNull(announcements.publishUntil), gt(announcements.publishUntil, now)),
            ),
          )
          .orderBy(desc(announcements.publishFrom), desc(announcements.createdAt))
          .limit(limit),
      );
    },

    /** Every announcement, past, present and scheduled, newest first: the admin's list. */
    async all(): Promise<AnnouncementWithAuthor[]> {
      return withAuthors(
        await announcementRows().orderBy(desc(announcements.publishFrom), desc(announcements.createdAt)),
      );
    },

    async find(id: string): Promise<AnnouncementWithAuthor | undefined> {
      const [row] = await withAuthors(await announcementRows().where(eq(announcements.id, id)));
      return row;
    },

    async insert(values: NewAnnouncementRow): Promise<string> {
      const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** False when no announcement has that id. */
    async update(id: string, changes: AnnouncementChanges, at: Date): Promise<boolean> {
      const rows = await db
        .update(announcements)
        .set({ ...changes, updatedAt: at })
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async writtenBy(authorId: string): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).where(eq(announcements.authorId, authorId));
    },

    async forgetAuthor(authorId: string): Promise<void> {
      await db.update(announcements).set({ authorId: null }).where(eq(announcements.authorId, authorId));
    },

    /** Writes the samples that are not there yet (fixed ids): a second start, or a retired sample, adds nothing. */
    async seed(rows: readonly NewAnnouncementRow[]): Promise<void> {
      await db
        .insert(announcements)
        .values([...rows])
        .onConflictDoNothing({ target: announcements.id });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
