import { eq } from 'drizzle-orm';
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

export interface AccountReader {
  /** Undefined when no account has that id. */
  contactOf(userId: string): Promise<AccountContact | undefined>;
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
  };
}
