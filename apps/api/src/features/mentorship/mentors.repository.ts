import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader, createAccountWriter } from '../../lib/accounts';
import type { SampleMentor } from './sample-mentors';
import {
  mentees,
  mentorProfiles,
  type MentorProfileRow,
  type NewMentorProfileRow,
} from './mentorship.schema';

/** A mentor profile with the account's name and role (a profile shows only while the role allows: decision 038). */
export type MentorWithName = MentorProfileRow & { name: string; accountRole: string };

/**
 * Who takes part: mentor profiles (the samples among them) and their approval, and the people who chose to be
 * mentees (Drizzle only; the rules are in the service).
 */
export function createMentorsRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  const accountWriter = createAccountWriter(db);
  /** The profiles with their accounts' names and roles; a profile whose account is gone is left out. */
  const withNames = async (profiles: MentorProfileRow[]): Promise<MentorWithName[]> => {
    const names = await accounts.namesOf(profiles.map((profile) => profile.userId));
    return profiles.flatMap((profile) => {
      const account = names.get(profile.userId);
      return account ? [{ ...profile, name: account.name, accountRole: account.role }] : [];
    });
  };

  return {
    async mentorProfile(userId: string): Promise<MentorWithName | undefined> {
      const [row] = await withNames(
        await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId)),
      );
      return row;
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
      return withNames(
        await db
          .select()
          .from(mentorProfiles)
          .where(eq(mentorProfiles.status, status))
          .orderBy(asc(mentorProfiles.createdAt)),
      );
    },

    async approve(userId: string, at: Date): Promise<{ previousRole: string } | undefined> {
      const [row] = await db
        .update(mentorProfiles)
        .set({ status: 'approved', approvedAt: at, updatedAt: sql`now()` })
        .where(and(eq(mentorProfiles.userId, userId), eq(mentorProfiles.status, 'pending')))
        .returning({ userId: mentorProfiles.userId });
      if (!row) return undefined;
      // Admins and moderators keep their role; a veteran becomes a mentor.
      const previousRole = await accountWriter.promoteVeteran(userId, 'mentor');
      return { previousRole: previousRole ?? 'veteran' };
    },

    async adminIds(): Promise<string[]> {
      return accounts.idsWithRole(['admin']);
    },

    async isMentee(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: mentees.userId }).from(mentees).where(eq(mentees.userId, userId));
      return row !== undefined;
    },

    async addMentee(userId: string): Promise<void> {
      await db.insert(mentees).values({ userId }).onConflictDoNothing();
    },

    /** Writes the sample mentors: users without credentials, approved profiles; known ones brought up to date. */
    async upsertSampleMentors(samples: readonly SampleMentor[]): Promise<void> {
      for (const sample of samples) {
        await accountWriter.addSampleAccount({
          id: sample.userId,
          email: sample.email,
          firstName: sample.firstName,
          lastName: sample.lastName,
          role: 'mentor',
        });
        const { availability, ...profile } = sample.profile;
        const values = { ...profile, accepting: availability.accepting, slots: availability.slots };
        await db
          .insert(mentorProfiles)
          .values({ ...values, userId: sample.userId, status: 'approved', sample: true })
          .onConflictDoUpdate({ target: mentorProfiles.userId, set: values });
      }
    },
  };
}
