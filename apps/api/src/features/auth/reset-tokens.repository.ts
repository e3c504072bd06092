import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { users, verifications } from '../../db/auth.schema';
import { RESET_PREFIX, storedVerificationIdentifier } from './verification-identifier';

/** The reset rows of `verifications` (better-auth writes them when a reset link is e-mailed). */
export function createResetTokensRepository(db: AppDatabase) {
  return {
    /** The account a live (unexpired) reset token belongs to, as far as choosing a password needs it. */
    async findAccount(token: string, now: Date) {
      const [account] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          name: users.name,
        })
        .from(verifications)
        .innerJoin(users, eq(sql`${users.id}::text`, verifications.value))
        .where(
          and(
            eq(verifications.identifier, storedVerificationIdentifier(`${RESET_PREFIX}${token}`)),
            gt(verifications.expiresAt, now),
          ),
        )
        .limit(1);
      return account;
    },

    /** Ends every reset link of the account but the newest: a new link voids those still in the mailbox. */
    async removeAllButNewestFor(userId: string): Promise<void> {
      const ofAccount = and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
      );
      const [newest] = await db
        .select({ id: verifications.id })
        .from(verifications)
        .where(ofAccount)
        .orderBy(desc(verifications.createdAt), desc(verifications.id))
        .limit(1);
      if (newest) await db.delete(verifications).where(and(ofAccount, ne(verifications.id, newest.id)));
    },

    /** Ends every reset link of the account: after a new password, no older link may set another. */
    async removeAllFor(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`)));
    },
  };
}

export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;
