import type { UserRole } from '@waypoint/shared';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/auth.schema';
import type { AppDatabase } from '../db/database';

/** What other features may read about an account: how to address the person, never their credentials. */
export interface AccountContact {
  email: string;
  firstName: string;
  /** Display name ("firstName lastName" unless the user chose one). */
  name: string;
  phoneNumber: string | null;
}

/** How an account appears beside what its owner wrote or asked: the display name and the account's role. */
export interface AccountName {
  name: string;
  role: UserRole;
}

export interface AccountReader {
  /** Undefined when no account has that id. */
  contactOf(userId: string): Promise<AccountContact | undefined>;
  /** The names of the accounts among `userIds` (one query for the whole list); an id with no account is absent. */
  namesOf(userIds: Iterable<string | null | undefined>): Promise<Map<string, AccountName>>;
  /** The account with that address (compared trimmed and lower-cased, as stored); undefined when there is none. */
  withEmail(email: string): Promise<{ id: string; name: string } | undefined>;
  /** The ids of every account holding one of `roles`. */
  idsWithRole(roles: readonly UserRole[]): Promise<string[]>;
}

/**
 * The published reader of the accounts (`users`, written by better-auth and the auth feature): features ask
 * here for a user's address or name instead of joining the table. Built on the app's database or on a
 * transaction handle.
 */
export function createAccountReader(db: AppDatabase): AccountReader {
  return {
    async contactOf(userId) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          name: users.name,
          phoneNumber: users.phoneNumber,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async namesOf(userIds) {
      const ids = [...new Set([...userIds].filter((id): id is string => Boolean(id)))];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map(({ id, name, role }) => [id, { name, role }]));
    },

    async withEmail(email) {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },

    async idsWithRole(roles) {
      if (roles.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.role, [...roles]));
      return rows.map((row) => row.id);
    },
  };
}

/** An account the product itself creates (a sample mentor): it has no credentials, so nobody signs in as it. */
export interface SampleAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

/** The writes other features may make to the accounts: never credentials, only what their own rules decide. */
export interface AccountWriter {
  /**
   * Gives a veteran's account `role`; an account already holding another role keeps it. Answers the role the
   * account had, undefined when no account has that id.
   */
  promoteVeteran(userId: string, role: UserRole): Promise<UserRole | undefined>;
  /** Creates the account unless one with its id or address is there already (then it is left as it is). */
  addSampleAccount(account: SampleAccount): Promise<void>;
}

/** The accounts' published writer, on the app's database or on a transaction handle. */
export function createAccountWriter(db: AppDatabase): AccountWriter {
  return {
    async promoteVeteran(userId, role) {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (user?.role === 'veteran') await db.update(users).set({ role }).where(eq(users.id, userId));
      return user?.role;
    },

    async addSampleAccount({ id, email, firstName, lastName, role }) {
      await db
        .insert(users)
        .values({ id, email, name: `${firstName} ${lastName}`, firstName, lastName, role })
        .onConflictDoNothing();
    },
  };
}
