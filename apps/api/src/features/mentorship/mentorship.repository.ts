import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';
import type { AppDatabase } from '../../db/database';
import type { SampleMentor } from './sample-mentors';
import {
  mentees,
  mentorProfiles,
  mentorshipMessages,
  mentorshipReads,
  mentorshipReports,
  mentorshipRequests,
  type MentorProfileRow,
  type MentorshipRequestRow,
  type NewMentorProfileRow,
} from './mentorship.schema';

/** A mentor profile with the account's name and role (a profile shows only while the role allows: decision 038). */
export type MentorWithName = MentorProfileRow & { name: string; accountRole: string };
export interface MentorStats {
  mentorId: string;
  medianResponseHours: number | null;
  answered: number;
  pending: number;
  expired: number;
  active: number;
}
export type RequestWithNames = MentorshipRequestRow & { menteeName: string; mentorName: string };

const mentee = alias(users, 'mentee');
const mentor = alias(users, 'mentor');

/** Hours from request to answer; a request that expired unanswered counts as waiting until it expired. */
const responseHours = sql`extract(epoch from (coalesce(${mentorshipRequests.answeredAt}, ${mentorshipRequests.expiresAt}) - ${mentorshipRequests.createdAt})) / 3600`;

export function createMentorshipRepository(db: AppDatabase) {
  const requestsWithNames = () =>
    db
      .select({ request: mentorshipRequests, menteeName: mentee.name, mentorName: mentor.name })
      .from(mentorshipRequests)
      .innerJoin(mentee, eq(mentee.id, mentorshipRequests.menteeId))
      .innerJoin(mentor, eq(mentor.id, mentorshipRequests.mentorId));
  const flatten = (rows: { request: MentorshipRequestRow; menteeName: string; mentorName: string }[]) =>
    rows.map(({ request, menteeName, mentorName }) => ({ ...request, menteeName, mentorName }));

  return {
    async mentorProfile(userId: string): Promise<MentorWithName | undefined> {
      const [row] = await db
        .select({ profile: mentorProfiles, name: users.name, accountRole: users.role })
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .where(eq(mentorProfiles.userId, userId));
      return row && { ...row.profile, name: row.name, accountRole: row.accountRole };
    },

    /** Creates or changes a profile; its status and approval are set on creation only (`approve` changes them). */
    async saveMentorProfile(values: NewMentorProfileRow): Promise<void> {
      const {
        userId: _id,
        createdAt: _created,
        status: _status,
        approvedAt: _approvedAt,
        sample: _sample,
        ...changes
      } = values;
      await db
        .insert(mentorProfiles)
        .values(values)
        .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...changes, updatedAt: sql`now()` } });
    },

    async setAvailability(userId: string, accepting: boolean, slots: MentorProfileRow['slots']) {
      await db
        .update(mentorProfiles)
        .set({ accepting, slots, updatedAt: sql`now()` })
        .where(eq(mentorProfiles.userId, userId));
    },

    async mentorCountByStatus(status: MentorProfileRow['status']): Promise<number> {
      return db.$count(mentorProfiles, eq(mentorProfiles.status, status));
    },

    async mentorsByStatus(status: MentorProfileRow['status']): Promise<MentorWithName[]> {
      const rows = await db
        .select({ profile: mentorProfiles, name: users.name, accountRole: users.role })
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .where(eq(mentorProfiles.status, status))
        .orderBy(asc(mentorProfiles.createdAt));
      return rows.map((row) => ({ ...row.profile, name: row.name, accountRole: row.accountRole }));
    },

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

    async approve(userId: string, at: Date): Promise<{ previousRole: string } | undefined> {
      const [row] = await db
        .update(mentorProfiles)
        .set({ status: 'approved', approvedAt: at, updatedAt: sql`now()` })
        .where(and(eq(mentorProfiles.userId, userId), eq(mentorProfiles.status, 'pending')))
        .returning({ userId: mentorProfiles.userId });
      if (!row) return undefined;
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      // Admins and moderators keep their role; a veteran becomes a mentor.
      if (user?.role === 'veteran')
        await db.update(users).set({ role: 'mentor' }).where(eq(users.id, userId));
      return { previousRole: user?.role ?? 'veteran' };
    },

    async adminIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      return rows.map((row) => row.id);
    },

    async isMentee(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: mentees.userId }).from(mentees).where(eq(mentees.userId, userId));
      return row !== undefined;
    },

    async addMentee(userId: string): Promise<void> {
      await db.insert(mentees).values({ userId }).onConflictDoNothing();
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
      const [row] = flatten(await requestsWithNames().where(eq(mentorshipRequests.id, id)));
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
      const rows = flatten(
        await requestsWithNames()
          .where(
            and(
              eq(mentorshipRequests.status, 'accepted'),
              or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)),
            ),
          )
          .orderBy(desc(mentorshipRequests.answeredAt)),
      );
      const unread = await this.unreadCounts(
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, unread: unread.get(row.id) ?? 0 }));
    },

    async unreadCounts(userId: string, mentorshipIds: readonly string[]): Promise<Map<string, number>> {
      if (mentorshipIds.length === 0) return new Map();
      const rows = await db
        .select({ mentorshipId: mentorshipMessages.mentorshipId, n: count() })
        .from(mentorshipMessages)
        .leftJoin(
          mentorshipReads,
          and(
            eq(mentorshipReads.mentorshipId, mentorshipMessages.mentorshipId),
            eq(mentorshipReads.userId, userId),
          ),
        )
        .where(
          and(
            inArray(mentorshipMessages.mentorshipId, [...mentorshipIds]),
            ne(mentorshipMessages.senderId, userId),
            or(
              sql`${mentorshipReads.lastReadAt} is null`,
              gt(mentorshipMessages.createdAt, mentorshipReads.lastReadAt),
            ),
          ),
        )
        .groupBy(mentorshipMessages.mentorshipId);
      return new Map(rows.map((row) => [row.mentorshipId, row.n]));
    },

    async allPairs() {
      const rows = flatten(
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

    async insertMessage(values: typeof mentorshipMessages.$inferInsert) {
      const [row] = await db.insert(mentorshipMessages).values(values).returning();
      return row!;
    },

    async messages(mentorshipId: string, limit: number) {
      const rows = await db
        .select()
        .from(mentorshipMessages)
        .where(eq(mentorshipMessages.mentorshipId, mentorshipId))
        .orderBy(desc(mentorshipMessages.createdAt), desc(mentorshipMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async message(id: string) {
      const [row] = await db.select().from(mentorshipMessages).where(eq(mentorshipMessages.id, id));
      return row;
    },

    async markRead(mentorshipId: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(mentorshipReads)
        .values({ mentorshipId, userId, lastReadAt: at })
        .onConflictDoUpdate({
          target: [mentorshipReads.mentorshipId, mentorshipReads.userId],
          set: { lastReadAt: sql`greatest(${mentorshipReads.lastReadAt}, excluded.last_read_at)` },
        });
    },

    async insertReport(values: typeof mentorshipReports.$inferInsert) {
      const [row] = await db.insert(mentorshipReports).values(values).returning();
      return row!;
    },

    async reports() {
      const reporter = alias(users, 'reporter');
      const author = alias(users, 'author');
      return db
        .select({
          id: mentorshipReports.id,
          messageId: mentorshipReports.messageId,
          reason: mentorshipReports.reason,
          createdAt: mentorshipReports.createdAt,
          body: mentorshipMessages.body,
          reporter: { id: reporter.id, name: reporter.name },
          author: { id: author.id, name: author.name },
        })
        .from(mentorshipReports)
        .innerJoin(mentorshipMessages, eq(mentorshipMessages.id, mentorshipReports.messageId))
        .innerJoin(reporter, eq(reporter.id, mentorshipReports.reporterId))
        .innerJoin(author, eq(author.id, mentorshipMessages.senderId))
        .orderBy(desc(mentorshipReports.createdAt));
    },

    /** Writes the sample mentors: users without credentials, approved profiles; known ones brought up to date. */
    async upsertSampleMentors(samples: readonly SampleMentor[]): Promise<void> {
      for (const sample of samples) {
        const name = `${sample.firstName} ${sample.lastName}`;
        await db
          .insert(users)
          .values({
            id: sample.userId,
            email: sample.email,
            name,
            firstName: sample.firstName,
            lastName: sample.lastName,
            role: 'mentor',
          })
          .onConflictDoNothing();
        const { availability, ...profile } = sample.profile;
        const values = { ...profile, accepting: availability.accepting, slots: availability.slots };
        await db
          .insert(mentorProfiles)
          .values({ ...values, userId: sample.userId, status: 'approved', sample: true })
          .onConflictDoUpdate({ target: mentorProfiles.userId, set: values });
      }
    },

    /** What the person holds here, for "Download my data". */
    async exportUser(userId: string) {
      const profile = await this.mentorProfile(userId);
      const requests = flatten(
        await requestsWithNames().where(
          or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)),
        ),
      );
      const sent = await db
        .select()
        .from(mentorshipMessages)
        .where(eq(mentorshipMessages.senderId, userId))
        .orderBy(asc(mentorshipMessages.createdAt));
      return { profile, isMentee: await this.isMentee(userId), requests, sent };
    },

    /** Everything of the user's here; the pairs they were in (and so both sides' messages) go with them. */
    async eraseUser(userId: string): Promise<void> {
      await db
        .delete(mentorshipRequests)
        .where(or(eq(mentorshipRequests.menteeId, userId), eq(mentorshipRequests.mentorId, userId)));
      await db.delete(mentorshipReports).where(eq(mentorshipReports.reporterId, userId));
      await db.delete(mentorshipMessages).where(eq(mentorshipMessages.senderId, userId));
      await db.delete(mentees).where(eq(mentees.userId, userId));
      await db.delete(mentorProfiles).where(eq(mentorProfiles.userId, userId));
    },
  };
}

export type MentorshipRepository = ReturnType<typeof createMentorshipRepository>;
