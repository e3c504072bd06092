import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import {
  circleMembers,
  circlePosts,
  circles,
  type CircleMemberRow,
  type CircleRow,
} from './community.schema';

export type NewCircle = typeof circles.$inferInsert;

export interface CircleWithCount extends CircleRow {
  joinedCount: number;
}

const joinedCount = sql<number>`(select count(*)::int from ${circleMembers}
  where ${circleMembers.circleId} = ${circles.id} and ${circleMembers.status} = 'joined')`;

/** Circles and their members: who joined, who asked, who moderates (Drizzle only; the rules are in the service). */
export function createCirclesRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  return {
    async listCircles(): Promise<CircleWithCount[]> {
      return db
        .select({ ...circleColumns(), joinedCount })
        .from(circles)
        .orderBy(desc(circles.sample), asc(circles.createdAt), asc(circles.name));
    },

    async circle(id: string): Promise<CircleWithCount | undefined> {
      const [row] = await db
        .select({ ...circleColumns(), joinedCount })
        .from(circles)
        .where(eq(circles.id, id));
      return row;
    },

    async createCircle(row: NewCircle): Promise<CircleRow> {
      const [created] = await db.insert(circles).values(row).returning();
      return created!;
    },

    async memberships(userId: string): Promise<CircleMemberRow[]> {
      return db.select().from(circleMembers).where(eq(circleMembers.userId, userId));
    },

    async membership(circleId: string, userId: string): Promise<CircleMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
      return row;
    },

    async setStatus(
      circleId: string,
      userId: string,
      status: 'pending' | 'joined' | 'none',
      now: Date,
    ): Promise<void> {
      const joinedAt = status === 'joined' ? now : null;
      await db
        .insert(circleMembers)
        .values({ circleId, userId, status, joinedAt, requestedAt: now })
        .onConflictDoUpdate({
          target: [circleMembers.circleId, circleMembers.userId],
          set: { status, joinedAt, ...(status === 'pending' && { requestedAt: now }) },
        });
    },

    async removeMembership(circleId: string, userId: string): Promise<void> {
      await db
        .delete(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    },

    async appointModerator(circleId: string, userId: string): Promise<void> {
      await db
        .insert(circleMembers)
        .values({ circleId, userId, role: 'moderator', status: 'none' })
        .onConflictDoUpdate({
          target: [circleMembers.circleId, circleMembers.userId],
          set: { role: 'moderator' },
        });
    },

    async pendingRequests(circleId: string) {
      const rows = await db
        .select({ userId: circleMembers.userId, requestedAt: circleMembers.requestedAt })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'pending')))
        .orderBy(asc(circleMembers.requestedAt));
      const names = await accounts.namesOf(rows.map((row) => row.userId));
      return rows.flatMap(({ userId, requestedAt }) => {
        const account = names.get(userId);
        return account ? [{ userId, name: account.name, requestedAt }] : [];
      });
    },

    /** Joined members, the people new posts are announced to. */
    async joinedMemberIds(circleId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'joined')));
      return rows.map((row) => row.userId);
    },

    /** Everyone who may have the circle open: its members, its moderators, and every moderator and admin. */
    async audienceIds(circleId: string): Promise<string[]> {
      const staff = await accounts.idsWithRole(['moderator', 'admin']);
      const members = await db
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(
          and(
            eq(circleMembers.circleId, circleId),
            or(eq(circleMembers.status, 'joined'), eq(circleMembers.role, 'moderator')),
          ),
        );
      return [...new Set([...staff, ...members.map((row) => row.userId)])];
    },

    async userByEmail(email: string) {
      return accounts.withEmail(email);
    },

    /** Circles with a visible post since `since`: one probe of the circle's post index per circle. */
    async activeCircleCount(since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(circles)
        .where(
          sql`exists (select 1 from ${circlePosts} where ${circlePosts.circleId} = ${circles.id} and ${circlePosts.createdAt} >= ${since} and ${circlePosts.deletedAt} is null)`,
        );
      return row?.value ?? 0;
    },
  };
}

function circleColumns() {
  return {
    id: circles.id,
    name: circles.name,
    description: circles.description,
    access: circles.access,
    baseMemberCount: circles.baseMemberCount,
    sample: circles.sample,
    createdBy: circles.createdBy,
    createdAt: circles.createdAt,
  };
}
