import {
  AUTH_MESSAGES,
  DATA_EXPORT_FORMAT,
  type AccountDeletionRequest,
  type DataExport,
  type DataSummary,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  erasePart,
  exportPart,
  type AfterErase,
  type DataRightsRegistry,
  type DataSubject,
} from '../../lib/data-rights/data-rights';
import type { Transaction } from '../../lib/transaction';
import type { AuthAudit } from './auth-audit';
import type { ClientRequest } from './auth-proxy';
import type { UsersRepository } from './users.repository';

interface Dependencies {
  /** Every feature's part, read per call: features register theirs after this one is built. */
  parts: Pick<DataRightsRegistry, 'list'>;
  /** The export reads, and the deletion erases, in ONE transaction; the parts work in its `tx`. */
  transaction: Transaction<{ users: UsersRepository; audit: AuthAudit }>;
  confirmPassword(client: ClientRequest, actor: Actor, password: string): Promise<void>;
  /** Where a follow-up that failed after the deletion committed is reported (its data's clean-up remains). */
  log: { error(details: Record<string, unknown>, message: string): void };
  now: () => Date;
}

/**
 * "Download my data" and "Delete my account" (decision 017): walks the data-rights registry, so a feature that
 * stores something about a person takes part by registering its part, with nothing to change here.
 */
export function createAccountDataService({ parts, transaction, confirmPassword, log, now }: Dependencies) {
  async function subjectOf(users: UsersRepository, actor: Actor): Promise<DataSubject> {
    const user = await users.findById(actor.id);
    // The session was valid a moment ago; the account went since (deleted on another device).
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
    return { id: user.id, email: user.email, emailVerified: user.emailVerified };
  }

  return {
    summary(): DataSummary {
      return { parts: parts.list().map(({ name, description }) => ({ name, description })) };
    },

    async export(actor: Actor): Promise<DataExport> {
      return transaction(async ({ tx, users }) => {
        const subject = await subjectOf(users, actor);
        const exported: Record<string, unknown> = {};
        for (const part of parts.list()) exported[part.name] = await exportPart(part, subject, tx);
        return {
          format: DATA_EXPORT_FORMAT,
          version: 1,
          exportedAt: now().toISOString(),
          account: { id: subject.id, email: subject.email },
          parts: exported,
        };
      });
    },

    /**
     * After the password is confirmed, every part erases what it holds in one transaction (a failure anywhere
     * leaves everything as it was), and the audit trail keeps one entry without personal data. Then, committed,
     * the parts' follow-ups remove what lives outside the database (the vault's files) at once.
     */
    async deleteAccount(client: ClientRequest, actor: Actor, { password }: AccountDeletionRequest) {
      await confirmPassword(client, actor, password);
      const followUps: { part: string; run: AfterErase }[] = [];
      await transaction(async ({ tx, users, audit }) => {
        followUps.length = 0;
        const subject = await subjectOf(users, actor);
        const erased = [...parts.list()].reverse();
        for (const part of erased) {
          const followUp = await erasePart(part, subject, tx);
          if (followUp) followUps.push({ part: part.name, run: followUp });
        }
        await audit.record({
          action: 'auth.account_deleted',
          actorUserId: subject.id,
          subject: subject.id,
          details: { erased: erased.map((part) => part.name) },
        });
      });
      for (const { part, run } of followUps) {
        await run().catch((error: unknown) =>
          log.error(
            { err: error, part },
            'a part of an account deletion could not finish after it committed',
          ),
        );
      }
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
