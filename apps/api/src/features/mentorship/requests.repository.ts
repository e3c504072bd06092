import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { createMessagesRepository } from './messages.repository';
import {
  mentorProfiles,
  mentorshipMessages,
  mentorshipRequests,
  type MentorshipRequestRow,
} from './mentorship.schema';

export interface MentorStats {
  mentorId: string;
  medianResponseHours: number | null;
  answered: number;
  pending: number;
  expired: number;
  active: number;
}
export type RequestWithNames = MentorshipRequestRow & { menteeName: string; mentorName: string };

/** Hours from request to answer; a request that expired unanswered counts as waiting until it expired. */
const responseHours = sql`extract(epoch from (coalesce(${mentorshipRequests.answeredAt}, ${mentorshipRequests.expiresAt}) - ${mentorshipRequests.createdAt})) / 3600`;

/**
 * Mentor requests, from asking to an answer or an expiry, and the pairs an accepted one starts, with the mentors'
 * figures (Drizzle only; the rules are in the service).
 */
export function createRequestsRepository(db: AppDatabase) {
  const messages = createMessagesRepository(db);
  const accounts = createAccountReader(db);
  const requestsWithNames = () => db.select().from(mentorshipRequests);
  /** The requests with both parties' names; one whose mentee's or mentor's account is gone is left out. */
  const flatten = async (rows: MentorshipRequestRow[]): Promise<RequestWithNames[]> => {
    const names = await accounts.namesOf(rows.flatMap((row) => [row.menteeId, row.mentorId]));
    return rows.flatMap((request) => {
      const mentee = names.get(request.menteeId);
      const mentor = names.get(request.mentorId);
      return mentee && mentor ? [{ ...request, menteeName: mentee.name, mentorName: mentor.name }] : [];
    });
  };

  return {
    /** Per mentor with any request: median response hours over answered and expired requests since `since`. */
    async mentorStats(since: Date, mentorIds?: readonly string[]): Promise<Map<string, MentorStats>> {
      const closed = sql`${mentorshipRequests.status} <> 'pending'`;
      const rows = await db
        .select({
          mentorId: mentorshipRequests.mentorId,
          median: sql<
            string | null
          >`percentile_cont(0.5) within group (order by ${responseHours}) filter (where ${closed} and ${mentorshipRequests.createdAt} >= ${since})`,
          answered: sql<number>`count(*) filter (where ${mentorshipRequests.answeredAt} is not null)`.mapWith(
            Number,
          ),
          pending: sql<number>`count(*) filter (where ${mentorshipRequests.status} = 'pending')`.mapWith(
            Number,
          ),
          expired: sql<number>`count(*) filter (where ${mentorshipRequests.status} = 'expired')`.mapWith(
            Number,
          ),
          active: sql<number>`count(*) filter (where ${mentorshipRequests.status} = 'accepted')`.mapWith(
            Number,
          ),
        })
        .from(mentorshipRequests)
        .where(mentorIds ? inArray(mentorshipRequests.mentorId, [...mentorIds]) : undefined)
        .groupBy(mentorshipRequests.mentorId);
      return new Map(
        rows.map((row) => [
          row.mentorId,
          { ...row, medianResponseHours: row.median === null ? null : Number(row.median) },
        ]),
      );
    },

    /** The mentee's pending requests to real mentors: one made to a sample mentor takes no slot. */
    async pendingCount(menteeId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mentorshipRequests)
        .innerJoin(mentorProfiles, eq(mentorProfiles.userId, mentorshipRequests.mentorId))
        .where(
          and(
            eq(mentorshipRequests.menteeId, menteeId),
            eq(mentorshipRequests.status, 'pending'),
            eq(mentorProfiles.sample, false),
          ),
        );
      return row?.n ?? 0;
    },

    async openRequest(menteeId: string, mentorId: string): Promise<MentorshipRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(mentorshipRequests)
        .where(
          and(
            eq(mentorshipRequests.menteeId, menteeId),
            eq(mentorshipRequests.mentorId, mentorId),
            inArray(mentorshipRequests.status, ['pending', 'accepted']),
          ),
        );
      return row;
    },

    async insertRequest(values: typeof mentorshipRequests.$inferInsert): Promise<MentorshipRequestRow> {
      const [row] = await db.insert(mentorshipRequests).values(values).returning();
      return row!;
    },

    async request(id: string): Promise<RequestWithNames | undefined> {
      const [row] = await flatten(await requestsWithNames().where(eq(mentorshipRequests.id, id)));
      return row;
    },

    /** Moves a pending request on; undefined when it was no longer pending (answered or expired meanwhile). */
    async closeRequest(id: string, status: 'accepted' | 'declined' | 'expired', at: Date) {
      const [row] = await db
        .update(mentorshipRequests)
        .set({ status, answeredAt: status === 'expired' ? null : at })
        .where(and(eq(mentorshipRequests.id, id), eq(mentorshipRequests.status, 'pending')))
        .returning();
      return row;
    },

    async dueRequestIds(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: mentorshipRequests.id })
        .from(mentorshipRequests)
        .where(and(eq(mentorshipRequests.status, 'pending'), lte(mentorshipRequests.expiresAt, now)));
      return rows.map((row) => row.id);
    },

    async requestsOfMentee(menteeId: string): Promise<RequestWithNames[]> {
      return flatten(
        await requestsWithNames()
          .where(eq(mentorshipRequests.menteeId, menteeId))
          .orderBy(desc(mentorshipRequests.createdAt)),
      );
    },

    /** The mentor's pending requests, oldest first; the first `limit` when one is given (the dashboard's list). */
    async queueOf(mentorId: string, limit?: number): Promise<RequestWithNames[]> {
      const query = requestsWithNames()
        .where(and(eq(mentorshipRequests.mentorId, mentorId), eq(mentorshipRequests.status, 'pending')))
        .orderBy(asc(mentorshipRequests.createdAt));
      return flatten(await (limit === undefined ? query : query.limit(limit)));
    },

    /** Accepted pairs the user is in, with how many of the partner's messages arrived since their last read. */
    async pairsOf(userId: string) {
      const rows = await flatten(
        await requestsWithNames()
          .where(
            and(
              eq(mentorshipRequests.status, 'accepted'),
              or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)),
            ),
          )
          .orderBy(desc(mentorshipRequests.answeredAt)),
      );
      const unread = await messages.unreadCounts(
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, unread: unread.get(row.id) ?? 0 }));
    },

    async allPairs() {
      const rows = await flatten(
        await requestsWithNames()
          .where(eq(mentorshipRequests.status, 'accepted'))
          .orderBy(desc(mentorshipRequests.answeredAt)),
      );
      const counts = await db
        .select({ mentorshipId: mentorshipMessages.mentorshipId, n: count() })
        .from(mentorshipMessages)
        .groupBy(mentorshipMessages.mentorshipId);
      const byPair = new Map(counts.map((row) => [row.mentorshipId, row.n]));
      return rows.map((row) => ({ ...row, messages: byPair.get(row.id) ?? 0 }));
    },

    /** Every request the user made or received, for "Download my data". */
    async requestsOf(userId: string): Promise<RequestWithNames[]> {
      return flatten(
        await requestsWithNames().where(
          or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)),
        ),
      );
    },
  };
}
